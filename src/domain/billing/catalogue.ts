// The one catalogue of what Wristwise sells (issue #13; prices and their reasons in
// docs/decisions/0016-prices-and-plans.md). What a tier unlocks is never restated here: it is the
// tier's row of spec 6's feature table (FEATURE_TIERS), read through findFeaturesOf.
import { z } from "zod";
import { findFeaturesOf, type TFeature } from "../access/features";
import { SUBSCRIPTION_TIERS, TIER_NAMES, type TSubscriptionTier } from "../access/tiers";
import { PERIODS, type TPeriod } from "./price-words";

export {
  FREE_TRIAL_DAYS,
  formatPrice,
  monthlyEquivalentCents,
  PERIOD_MONTHS,
  PERIOD_WORDS,
  PERIODS,
  priceLineOf,
  type TPeriod,
} from "./price-words";

/** The add-ons of spec 3 (addons{}). */
export const ADDON_TYPES = ["discordRole", "expertVideoCalls", "miniCourses", "ebooks"] as const;
export type TAddonType = (typeof ADDON_TYPES)[number];

/** The currency of spec 9. */
export const CURRENCY = "USD";

const PAID_TIERS = SUBSCRIPTION_TIERS.filter((t) => t !== "free") as [
  Exclude<TSubscriptionTier, "free">,
  ...Exclude<TSubscriptionTier, "free">[],
];
export type TPaidTier = (typeof PAID_TIERS)[number];

const ZCents = z.number().int().positive().max(1_000_000);

const ZPlan = z
  .object({
    tier: z.enum(PAID_TIERS),
    period: z.enum(PERIODS),
    priceCents: ZCents,
    /** A one-time plan that runs out: how many months of access it buys. Null: for life. */
    accessMonths: z.number().int().positive().nullable(),
    /** Whether the 7-day free trial can start this plan. */
    trial: z.boolean(),
    /** One line under the name: who the plan is for. */
    pitch: z.string().min(10),
    /** Shown as the plan most people choose. */
    recommended: z.boolean().default(false),
  })
  .refine((p) => p.accessMonths === null || p.period === "one-time", {
    message: "only a one-time plan may have a fixed number of access months",
  })
  .refine((p) => !p.trial || p.period !== "one-time", {
    message: "a free trial needs a plan that renews",
  });
export type TPlan = z.infer<typeof ZPlan> & { name: string; features: TFeature[] };

const ZAddonItem = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,40}$/),
  name: z.string().min(3),
  priceCents: ZCents,
  description: z.string().min(10),
});

const ZAddon = z
  .object({
    addonType: z.enum(ADDON_TYPES),
    name: z.string().min(3),
    kind: z.enum(["subscription", "one-time"]),
    period: z.enum(PERIODS),
    /** For a subscription add-on; one-time add-ons are priced per item. */
    priceCents: ZCents.nullable(),
    description: z.string().min(10),
    /** expertVideoCalls: the calls each paid period adds. */
    callsPerPeriod: z.number().int().positive().optional(),
    items: z.array(ZAddonItem).default([]),
  })
  .refine((a) => (a.kind === "subscription") === (a.period !== "one-time"), {
    message: "a subscription add-on renews; a one-time add-on does not",
  })
  .refine((a) => (a.kind === "subscription") === (a.priceCents !== null), {
    message: "a subscription add-on has one price; a one-time add-on prices each item",
  })
  .refine((a) => a.kind === "subscription" || a.items.length > 0, {
    message: "a one-time add-on sells at least one item",
  });
export type TAddon = z.infer<typeof ZAddon>;

const PLANS_INPUT: z.input<typeof ZPlan>[] = [
  {
    tier: "core",
    period: "monthly",
    priceCents: 499,
    accessMonths: null,
    trial: false,
    pitch: "The whole exercise library, to follow at your own pace.",
  },
  {
    tier: "1month",
    period: "monthly",
    priceCents: 1499,
    accessMonths: null,
    trial: true,
    pitch: "Everything in Pro, month by month. Stop whenever you like.",
  },
  {
    tier: "3month",
    period: "quarterly",
    priceCents: 3499,
    accessMonths: null,
    trial: true,
    pitch: "Three months: about how long tendons take to adapt to steady loading.",
  },
  {
    tier: "6month",
    period: "one-time",
    priceCents: 5999,
    accessMonths: 6,
    trial: false,
    pitch: "Six months of Pro, paid once. Nothing renews.",
  },
  {
    tier: "annual",
    period: "annual",
    priceCents: 9900,
    accessMonths: null,
    trial: true,
    recommended: true,
    pitch: "A year of Pro with expert consultations, for under $8.25 a month.",
  },
  {
    tier: "lifetime_standard",
    period: "one-time",
    priceCents: 14900,
    accessMonths: null,
    trial: false,
    pitch: "Pro for life, paid once, without expert consultations.",
  },
  {
    tier: "lifetime",
    period: "one-time",
    priceCents: 19900,
    accessMonths: null,
    trial: false,
    pitch: "Pro for life with expert consultations, paid once.",
  },
  {
    tier: "lifetime_community",
    period: "one-time",
    priceCents: 24900,
    accessMonths: null,
    trial: false,
    pitch: "Lifetime Pro, expert consultations and the community dashboard.",
  },
];

const ADDONS_INPUT: z.input<typeof ZAddon>[] = [
  {
    addonType: "discordRole",
    name: "Community chat role",
    kind: "subscription",
    period: "monthly",
    priceCents: 499,
    description:
      "The members' channels of the Wristwise chat community, with monthly Q&A sessions.",
  },
  {
    addonType: "expertVideoCalls",
    name: "Expert video calls",
    kind: "subscription",
    period: "monthly",
    priceCents: 4900,
    callsPerPeriod: 1,
    description:
      "One 30-minute video call a month with a hand therapist who reviews your plan with you.",
  },
  {
    addonType: "miniCourses",
    name: "Mini courses",
    kind: "one-time",
    period: "one-time",
    priceCents: null,
    description: "Short guided courses on one problem each, yours to keep.",
    items: [
      {
        id: "desk-setup",
        name: "Set up your desk in a week",
        priceCents: 1900,
        description: "Seven short lessons to adjust your chair, keyboard, mouse and breaks.",
      },
      {
        id: "grip-strength",
        name: "Rebuilding grip strength",
        priceCents: 1900,
        description: "A four-week progression for grip, pinch and carrying, after pain settles.",
      },
      {
        id: "flare-up-plan",
        name: "Your flare-up plan",
        priceCents: 1900,
        description: "How to scale your program back and build it up again after a bad week.",
      },
    ],
  },
  {
    addonType: "ebooks",
    name: "Ebooks",
    kind: "one-time",
    period: "one-time",
    priceCents: null,
    description: "Downloadable guides to read at your own pace, yours to keep.",
    items: [
      {
        id: "typing-without-pain",
        name: "Typing without pain",
        priceCents: 999,
        description: "A practical guide to keyboards, posture, pacing and breaks for desk workers.",
      },
      {
        id: "understanding-tendons",
        name: "Understanding your tendons",
        priceCents: 999,
        description: "How tendons respond to load, and why the right amount of exercise helps.",
      },
    ],
  },
];

/** Parses the catalogue: a mistake in a price or a period fails at load, not at checkout. */
export function parseCatalogue(
  plans: unknown,
  addons: unknown,
): { plans: TPlan[]; addons: TAddon[] } {
  const parsedPlans = z.array(ZPlan).parse(plans);
  const tiers = parsedPlans.map((p) => p.tier);
  if (new Set(tiers).size !== tiers.length) throw new Error("catalogue: a tier is listed twice");
  const missing = PAID_TIERS.filter((t) => !tiers.includes(t));
  if (missing.length > 0) throw new Error(`catalogue: no plan for ${missing.join(", ")}`);
  const parsedAddons = z.array(ZAddon).parse(addons);
  const types = parsedAddons.map((a) => a.addonType);
  if (new Set(types).size !== types.length || types.length !== ADDON_TYPES.length)
    throw new Error("catalogue: every add-on type is listed exactly once");
  return {
    plans: parsedPlans.map((p) => ({
      ...p,
      name: TIER_NAMES[p.tier],
      features: findFeaturesOf(p.tier),
    })),
    addons: parsedAddons,
  };
}

const CATALOGUE = parseCatalogue(PLANS_INPUT, ADDONS_INPUT);

/** Every plan, cheapest first within its kind, in the order the pricing page shows them. */
export const PLANS: readonly TPlan[] = CATALOGUE.plans;
export const ADDONS: readonly TAddon[] = CATALOGUE.addons;

export function isPaidTier(value: unknown): value is TPaidTier {
  return typeof value === "string" && (PAID_TIERS as readonly string[]).includes(value);
}

/** The plan for a tier id; null for anything else (a tampered planId included). */
export function findPlan(tier: unknown): TPlan | null {
  return PLANS.find((p) => p.tier === tier) ?? null;
}

export function findAddon(addonType: unknown): TAddon | null {
  return ADDONS.find((a) => a.addonType === addonType) ?? null;
}

/** A plan that renews (core, 1month, 3month, annual). */
export function isRecurring(plan: Pick<TPlan, "period">): boolean {
  return plan.period !== "one-time";
}

/**
 * `months` calendar months after `from`, at the same time of day; a day the shorter month lacks
 * becomes its last day (Jan 31 + 1 month = Feb 28), as Stripe bills a subscription started on
 * the 31st.
 */
export function addMonths(from: Date, months: number): Date {
  const day = from.getUTCDate();
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Something that can be bought: a plan, or an add-on (one item of it, for a one-time add-on). */
export type TProduct =
  | { kind: "plan"; tier: TPaidTier }
  | { kind: "addon"; addonType: TAddonType; itemId: string | null }
  | { kind: "offer"; offerId: TOfferId };

/** A product with its price and how it is paid: resolved from the catalogue, never from input. */
export type TPricedProduct = {
  product: TProduct;
  name: string;
  priceCents: number;
  period: TPeriod;
  /** Stripe's checkout mode: a renewing subscription or a one-time payment. */
  mode: "subscription" | "payment";
};

/**
 * The product a planId (or addonType and item) names, with its price from the catalogue; null for
 * anything the catalogue does not sell. Input never carries a price.
 */
export function priceProduct(input: {
  planId?: string | null;
  addonType?: string | null;
  itemId?: string | null;
  offerId?: string | null;
}): TPricedProduct | null {
  if (input.offerId) {
    const offer = findOffer(input.offerId);
    if (!offer || input.planId || input.addonType || input.itemId) return null;
    return {
      product: { kind: "offer", offerId: offer.id },
      name: offer.name,
      priceCents: offer.priceCents,
      period: "one-time",
      mode: "payment",
    };
  }
  if (input.planId) {
    const plan = findPlan(input.planId);
    if (!plan || input.addonType) return null;
    return {
      product: { kind: "plan", tier: plan.tier },
      name: plan.name,
      priceCents: plan.priceCents,
      period: plan.period,
      mode: isRecurring(plan) ? "subscription" : "payment",
    };
  }
  const addon = findAddon(input.addonType);
  if (!addon) return null;
  if (addon.kind === "subscription") {
    if (input.itemId || addon.priceCents === null) return null;
    return {
      product: { kind: "addon", addonType: addon.addonType, itemId: null },
      name: addon.name,
      priceCents: addon.priceCents,
      period: addon.period,
      mode: "subscription",
    };
  }
  const item = addon.items.find((i) => i.id === input.itemId);
  if (!item) return null;
  return {
    product: { kind: "addon", addonType: addon.addonType, itemId: item.id },
    name: `${addon.name}: ${item.name}`,
    priceCents: item.priceCents,
    period: "one-time",
    mode: "payment",
  };
}

/** The id analytics and the test checkout name a product by: its tier, add-on type or offer. */
export function trackingIdOf(product: TProduct): string {
  if (product.kind === "plan") return product.tier;
  if (product.kind === "addon") return product.addonType;
  return product.offerId;
}

/** A product as one string, for metadata and rows: "plan:annual", "addon:ebooks:typing-without-pain". */
export function productKeyOf(product: TProduct): string {
  if (product.kind === "plan") return `plan:${product.tier}`;
  if (product.kind === "offer") return `offer:${product.offerId}`;
  return product.itemId
    ? `addon:${product.addonType}:${product.itemId}`
    : `addon:${product.addonType}`;
}

/** The product a key names, priced again from the catalogue; null for a key it does not know. */
export function productOfKey(key: unknown): TPricedProduct | null {
  if (typeof key !== "string") return null;
  const [kind, id, itemId, ...rest] = key.split(":");
  if (rest.length > 0 || itemId === "") return null;
  if (kind === "plan" && itemId === undefined) return priceProduct({ planId: id });
  if (kind === "addon") return priceProduct({ addonType: id, itemId: itemId ?? null });
  if (kind === "offer" && itemId === undefined) return priceProduct({ offerId: id });
  return null;
}

// --- Offers: bundles and promotions (issue #17) ---------------------------------------------------

/** The offers the bundle and promotion pages sell, each one payment for one or more products. */
export const OFFER_IDS = [
  "lifetime-bundle",
  "learning-bundle",
  "lifetime-promo",
  "pro-sale",
] as const;
export type TOfferId = (typeof OFFER_IDS)[number];

const ZOffer = z.object({
  id: z.enum(OFFER_IDS),
  name: z.string().min(3),
  /** The public page that sells it. */
  path: z.string().regex(/^\/[a-z0-9-]+$/),
  priceCents: ZCents,
  /** What it grants: product keys of one-time plans and add-on items, never a renewal. */
  includes: z.array(z.string()).min(1),
  /** One line: what it is and who it suits. */
  pitch: z.string().min(10),
  /** Until when it is sold (a promotion); null: while the catalogue lists it. */
  endsOn: z.iso.date().nullable(),
});
export type TOffer = z.infer<typeof ZOffer> & {
  /** What the included products cost bought one by one. */
  valueCents: number;
  products: TPricedProduct[];
};

const OFFERS_INPUT: z.input<typeof ZOffer>[] = [
  {
    id: "lifetime-bundle",
    name: "Lifetime bundle",
    path: "/lifetimebundle",
    priceCents: 21900,
    includes: [
      "plan:lifetime",
      "addon:miniCourses:desk-setup",
      "addon:miniCourses:grip-strength",
      "addon:miniCourses:flare-up-plan",
      "addon:ebooks:typing-without-pain",
      "addon:ebooks:understanding-tendons",
    ],
    pitch:
      "Lifetime Pro with expert consultations, all three mini courses and both ebooks, paid once.",
    endsOn: null,
  },
  {
    id: "learning-bundle",
    name: "Learning bundle",
    path: "/50-bundle",
    priceCents: 5000,
    includes: [
      "addon:miniCourses:desk-setup",
      "addon:miniCourses:grip-strength",
      "addon:miniCourses:flare-up-plan",
      "addon:ebooks:typing-without-pain",
      "addon:ebooks:understanding-tendons",
    ],
    pitch: "All three mini courses and both ebooks for $50, yours to keep.",
    endsOn: null,
  },
  {
    id: "lifetime-promo",
    name: "Lifetime Pro, launch price",
    path: "/lifetimepromo",
    priceCents: 15900,
    includes: ["plan:lifetime"],
    pitch: "Lifetime Pro with expert consultations for $159 instead of $199, paid once.",
    endsOn: "2027-01-31",
  },
  {
    id: "pro-sale",
    name: "Six months of Pro, sale price",
    path: "/prosale",
    priceCents: 4499,
    includes: ["plan:6month"],
    pitch: "Six months of Pro for $44.99 instead of $59.99, paid once. Nothing renews.",
    endsOn: "2027-01-31",
  },
];

/** Parses the offers: each includes one-time products the catalogue sells, for less than their sum. */
export function parseOffers(input: unknown): TOffer[] {
  const parsed = z.array(ZOffer).parse(input);
  if (new Set(parsed.map((o) => o.id)).size !== parsed.length)
    throw new Error("catalogue: an offer is listed twice");
  return parsed.map((offer) => {
    const products = offer.includes.map((key) => {
      const priced = productOfKey(key);
      if (!priced || priced.product.kind === "offer" || priced.period !== "one-time")
        throw new Error(`catalogue: offer ${offer.id} includes ${key}, not a one-time product`);
      return priced;
    });
    if (new Set(offer.includes).size !== offer.includes.length)
      throw new Error(`catalogue: offer ${offer.id} includes a product twice`);
    const valueCents = products.reduce((sum, p) => sum + p.priceCents, 0);
    if (offer.priceCents >= valueCents)
      throw new Error(`catalogue: offer ${offer.id} costs no less than its products`);
    return { ...offer, valueCents, products };
  });
}

export const OFFERS: readonly TOffer[] = parseOffers(OFFERS_INPUT);

/** The offer an id names; null for anything else. */
export function findOffer(id: unknown): TOffer | null {
  return OFFERS.find((o) => o.id === id) ?? null;
}

/** Whether an offer is on sale on `day` ("YYYY-MM-DD"): until and including its last day. */
export function isOfferOn(offer: Pick<TOffer, "endsOn">, day: string): boolean {
  return offer.endsOn === null || day <= offer.endsOn;
}

/**
 * The products a payment for `key` grants: an offer's products, or the one product itself. Used
 * when a payment is recorded, so one bundle payment gives each of its products a purchase.
 */
export function grantedProductsOf(key: string): TPricedProduct[] {
  const priced = productOfKey(key);
  if (!priced) return [];
  if (priced.product.kind !== "offer") return [priced];
  return findOffer(priced.product.offerId)?.products ?? [];
}
