import { describe, expect, it } from "vitest";
import { findFeaturesOf } from "../access/features";
import { SUBSCRIPTION_TIERS, TIER_NAMES, type TSubscriptionTier } from "../access/tiers";
import {
  ADDON_TYPES,
  ADDONS,
  findOffer,
  findPlan,
  formatPrice,
  grantedProductsOf,
  isOfferOn,
  isRecurring,
  monthlyEquivalentCents,
  OFFERS,
  PLANS,
  parseCatalogue,
  parseOffers,
  priceLineOf,
  priceProduct,
  productKeyOf,
  productOfKey,
  type TPaidTier,
  type TPeriod,
  type TPricedProduct,
  type TProduct,
} from "./catalogue";

/** Every paid tier of spec 3, with the period and price the catalogue sells it at. */
const PLAN_TABLE: [TPaidTier, TPeriod, number][] = [
  ["core", "monthly", 499],
  ["1month", "monthly", 1499],
  ["3month", "quarterly", 3499],
  ["6month", "one-time", 5999],
  ["annual", "annual", 9900],
  ["lifetime", "one-time", 19900],
  ["lifetime_standard", "one-time", 14900],
  ["lifetime_community", "one-time", 24900],
];

/** The catalogue's own input again, as parseCatalogue takes it: name and features are derived. */
const plansInput = () =>
  PLANS.map(({ name: _name, features: _features, ...rest }) => ({ ...rest }));
const addonsInput = () => ADDONS.map((a) => ({ ...a, items: a.items.map((i) => ({ ...i })) }));

describe("the plans: one per paid tier of spec 3", () => {
  it("covers every tier but free, and nothing else", () => {
    expect(PLANS.map((p) => p.tier).sort()).toEqual(
      SUBSCRIPTION_TIERS.filter((t) => t !== "free").sort(),
    );
    expect(PLAN_TABLE.map(([tier]) => tier).sort()).toEqual(PLANS.map((p) => p.tier).sort());
  });

  it.each(SUBSCRIPTION_TIERS.map((tier) => [tier, tier === "free" ? 0 : 1] as const))(
    "tier %s has %i plan(s)",
    (tier, count) => {
      expect(PLANS.filter((p) => p.tier === tier)).toHaveLength(count);
    },
  );

  it.each(PLAN_TABLE)("%s is sold %s at %i cents", (tier, period, priceCents) => {
    const plan = findPlan(tier);
    expect(plan).toMatchObject({ tier, period, priceCents, name: TIER_NAMES[tier] });
    expect(Number.isInteger(plan?.priceCents)).toBe(true);
    expect(plan?.priceCents).toBeGreaterThan(0);
  });

  it.each(PLAN_TABLE)("%s unlocks exactly its row of the feature table", (tier) => {
    expect(findPlan(tier)?.features).toEqual(findFeaturesOf(tier));
  });

  it.each(PLAN_TABLE)("%s offers the free trial only if it renews", (tier) => {
    const plan = findPlan(tier);
    if (!plan) throw new Error(`no plan for ${tier}`);
    if (plan.trial) expect(isRecurring(plan)).toBe(true);
    if (!isRecurring(plan)) expect(plan.trial).toBe(false);
  });

  it("gives the free trial to monthly, 3-month and annual Pro, and to no other plan", () => {
    expect(PLANS.filter((p) => p.trial).map((p) => p.tier)).toEqual(["1month", "3month", "annual"]);
  });

  it.each([
    ["6month", 6],
    ["lifetime", null],
    ["lifetime_standard", null],
    ["lifetime_community", null],
    ["core", null],
    ["annual", null],
  ] as const)("%s buys %s months of access", (tier, months) => {
    expect(findPlan(tier)?.accessMonths).toBe(months);
  });

  it.each(["free", "annual2", "", "ANNUAL", null, undefined, 42])("findPlan(%j) is null", (x) => {
    expect(findPlan(x)).toBeNull();
  });
});

describe("parseCatalogue: a mistake fails at load", () => {
  it("accepts the catalogue itself and derives names and features", () => {
    const parsed = parseCatalogue(plansInput(), addonsInput());
    expect(parsed.plans).toEqual(PLANS);
    expect(parsed.addons).toEqual(ADDONS);
    expect(parsed.addons.map((a) => a.addonType).sort()).toEqual([...ADDON_TYPES].sort());
  });

  type TInputs = { plans: Record<string, unknown>[]; addons: Record<string, unknown>[] };
  const withPlan = (tier: string, patch: Record<string, unknown>) => (i: TInputs) => {
    i.plans = i.plans.map((p) => (p.tier === tier ? { ...p, ...patch } : p));
  };
  const withAddon = (type: string, patch: Record<string, unknown>) => (i: TInputs) => {
    i.addons = i.addons.map((a) => (a.addonType === type ? { ...a, ...patch } : a));
  };

  it.each<[string, (i: TInputs) => void, RegExp]>([
    [
      "a tier listed twice",
      (i) => {
        i.plans = [...i.plans, { ...i.plans.find((p) => p.tier === "annual") }];
      },
      /a tier is listed twice/,
    ],
    [
      "a missing tier",
      (i) => {
        i.plans = i.plans.filter((p) => p.tier !== "lifetime");
      },
      /no plan for lifetime$/,
    ],
    ["a negative price", withPlan("core", { priceCents: -499 }), /priceCents/],
    ["a zero price", withPlan("core", { priceCents: 0 }), /priceCents/],
    ["a fractional price", withPlan("1month", { priceCents: 14.99 }), /priceCents/],
    [
      "a one-time plan with a trial",
      withPlan("6month", { trial: true }),
      /needs a plan that renews/,
    ],
    [
      "a renewing plan with access months",
      withPlan("annual", { accessMonths: 12 }),
      /only a one-time plan may have a fixed number of access months/,
    ],
    ["an unknown tier", withPlan("core", { tier: "free" }), /tier/],
    [
      "a subscription add-on with no price",
      withAddon("discordRole", { priceCents: null }),
      /a subscription add-on has one price/,
    ],
    [
      "a one-time add-on with no items",
      withAddon("ebooks", { items: [] }),
      /a one-time add-on sells at least one item/,
    ],
    [
      "a one-time add-on that renews",
      withAddon("miniCourses", { period: "monthly" }),
      /a subscription add-on renews/,
    ],
    [
      "a missing add-on type",
      (i) => {
        i.addons = i.addons.filter((a) => a.addonType !== "ebooks");
      },
      /every add-on type is listed exactly once/,
    ],
    [
      "an add-on type listed twice in place of another",
      (i) => {
        i.addons = i.addons.map((a) => (a.addonType === "ebooks" ? { ...i.addons[2] } : a));
      },
      /every add-on type is listed exactly once/,
    ],
  ])("rejects %s", (_label, mutate, message) => {
    const inputs: TInputs = { plans: plansInput(), addons: addonsInput() };
    mutate(inputs);
    expect(() => parseCatalogue(inputs.plans, inputs.addons)).toThrow(message);
  });
});

describe("priceProduct: prices come from the catalogue, never from input", () => {
  it.each<[TPaidTier, number, TPeriod, "subscription" | "payment"]>([
    ["core", 499, "monthly", "subscription"],
    ["1month", 1499, "monthly", "subscription"],
    ["3month", 3499, "quarterly", "subscription"],
    ["6month", 5999, "one-time", "payment"],
    ["annual", 9900, "annual", "subscription"],
    ["lifetime", 19900, "one-time", "payment"],
    ["lifetime_standard", 14900, "one-time", "payment"],
    ["lifetime_community", 24900, "one-time", "payment"],
  ])("planId %s -> %i cents, %s, mode %s", (tier, priceCents, period, mode) => {
    expect(priceProduct({ planId: tier })).toEqual({
      product: { kind: "plan", tier },
      name: TIER_NAMES[tier],
      priceCents,
      period,
      mode,
    });
  });

  it.each(["free", "annual2", "", "../x", "ANNUAL", "plan:annual", " annual"])(
    "a tampered planId %j is not sold",
    (planId) => {
      expect(priceProduct({ planId })).toBeNull();
    },
  );

  it.each<[string, Parameters<typeof priceProduct>[0]]>([
    ["a planId and an addonType together", { planId: "annual", addonType: "discordRole" }],
    [
      "a planId and a one-time add-on item",
      { planId: "lifetime", addonType: "ebooks", itemId: "typing-without-pain" },
    ],
    ["nothing at all", {}],
    ["all null", { planId: null, addonType: null, itemId: null }],
    ["an unknown addonType", { addonType: "stickers" }],
    ["an item without an addonType", { itemId: "typing-without-pain" }],
  ])("%s -> null", (_label, input) => {
    expect(priceProduct(input)).toBeNull();
  });

  it.each<[string, string, number]>([
    ["discordRole", "Community chat role", 499],
    ["expertVideoCalls", "Expert video calls", 4900],
  ])("subscription add-on %s is %s at %i cents a month", (addonType, name, priceCents) => {
    const expected: TPricedProduct = {
      product: { kind: "addon", addonType: addonType as "discordRole", itemId: null },
      name,
      priceCents,
      period: "monthly",
      mode: "subscription",
    };
    expect(priceProduct({ addonType })).toEqual(expected);
    expect(priceProduct({ addonType, itemId: null })).toEqual(expected);
  });

  it.each(["discordRole", "expertVideoCalls"])(
    "subscription add-on %s with an itemId is not sold",
    (addonType) => {
      expect(priceProduct({ addonType, itemId: "desk-setup" })).toBeNull();
      expect(priceProduct({ addonType, itemId: "anything" })).toBeNull();
    },
  );

  it.each<["miniCourses" | "ebooks", string, string, number]>([
    ["miniCourses", "desk-setup", "Mini courses: Set up your desk in a week", 1900],
    ["miniCourses", "grip-strength", "Mini courses: Rebuilding grip strength", 1900],
    ["miniCourses", "flare-up-plan", "Mini courses: Your flare-up plan", 1900],
    ["ebooks", "typing-without-pain", "Ebooks: Typing without pain", 999],
    ["ebooks", "understanding-tendons", "Ebooks: Understanding your tendons", 999],
  ])(
    "one-time add-on %s item %s is %s at %i cents, paid once",
    (addonType, itemId, name, priceCents) => {
      expect(priceProduct({ addonType, itemId })).toEqual({
        product: { kind: "addon", addonType, itemId },
        name,
        priceCents,
        period: "one-time",
        mode: "payment",
      });
    },
  );

  it.each<[string, string | null | undefined]>([
    ["ebooks", "nope"],
    ["ebooks", "desk-setup"],
    ["miniCourses", "typing-without-pain"],
    ["ebooks", null],
    ["ebooks", undefined],
    ["ebooks", ""],
    ["miniCourses", null],
  ])("one-time add-on %s with item %j is not sold", (addonType, itemId) => {
    expect(priceProduct({ addonType, itemId })).toBeNull();
  });
});

describe("product keys", () => {
  const PRODUCTS: [string, TProduct][] = [
    ["plan:core", { kind: "plan", tier: "core" }],
    ["plan:1month", { kind: "plan", tier: "1month" }],
    ["plan:3month", { kind: "plan", tier: "3month" }],
    ["plan:6month", { kind: "plan", tier: "6month" }],
    ["plan:annual", { kind: "plan", tier: "annual" }],
    ["plan:lifetime", { kind: "plan", tier: "lifetime" }],
    ["plan:lifetime_standard", { kind: "plan", tier: "lifetime_standard" }],
    ["plan:lifetime_community", { kind: "plan", tier: "lifetime_community" }],
    ["addon:discordRole", { kind: "addon", addonType: "discordRole", itemId: null }],
    ["addon:expertVideoCalls", { kind: "addon", addonType: "expertVideoCalls", itemId: null }],
    [
      "addon:miniCourses:desk-setup",
      { kind: "addon", addonType: "miniCourses", itemId: "desk-setup" },
    ],
    [
      "addon:miniCourses:grip-strength",
      { kind: "addon", addonType: "miniCourses", itemId: "grip-strength" },
    ],
    [
      "addon:miniCourses:flare-up-plan",
      { kind: "addon", addonType: "miniCourses", itemId: "flare-up-plan" },
    ],
    [
      "addon:ebooks:typing-without-pain",
      { kind: "addon", addonType: "ebooks", itemId: "typing-without-pain" },
    ],
    [
      "addon:ebooks:understanding-tendons",
      { kind: "addon", addonType: "ebooks", itemId: "understanding-tendons" },
    ],
    ["offer:lifetime-bundle", { kind: "offer", offerId: "lifetime-bundle" }],
    ["offer:learning-bundle", { kind: "offer", offerId: "learning-bundle" }],
    ["offer:lifetime-promo", { kind: "offer", offerId: "lifetime-promo" }],
    ["offer:pro-sale", { kind: "offer", offerId: "pro-sale" }],
  ];

  it("lists every product the catalogue sells", () => {
    const sold =
      PLANS.length + ADDONS.reduce((n, a) => n + Math.max(a.items.length, 1), 0) + OFFERS.length;
    expect(PRODUCTS).toHaveLength(sold);
  });

  it.each(PRODUCTS)("%s round-trips", (key, product) => {
    expect(productKeyOf(product)).toBe(key);
    const priced = productOfKey(key);
    expect(priced?.product).toEqual(product);
    const input =
      product.kind === "plan"
        ? { planId: product.tier }
        : product.kind === "offer"
          ? { offerId: product.offerId }
          : { addonType: product.addonType, itemId: product.itemId };
    expect(priced).toEqual(priceProduct(input));
    expect(priced).not.toBeNull();
  });

  it.each([
    "plan",
    "plan:",
    "plan:annual:x",
    "plan:free",
    "plan:annual:x:y",
    "addon",
    "addon:ebooks",
    "addon:ebooks:nope",
    "addon:discordRole:x",
    "addon:ebooks:typing-without-pain:x",
    "x:annual",
    "annual",
    "",
    42,
    null,
    undefined,
    { kind: "plan", tier: "annual" },
  ])("productOfKey rejects %j", (key) => {
    expect(productOfKey(key)).toBeNull();
  });
});

describe("prices in words", () => {
  it.each([
    [499, "$4.99"],
    [9900, "$99"],
    [1, "$0.01"],
    [100, "$1"],
    [1490, "$14.90"],
    [1499, "$14.99"],
    [24900, "$249"],
  ])("formatPrice(%i) -> %s", (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it.each<[TPaidTier, string]>([
    ["core", "$4.99 per month"],
    ["1month", "$14.99 per month"],
    ["3month", "$34.99 every 3 months"],
    ["6month", "$59.99 once"],
    ["annual", "$99 per year"],
    ["lifetime", "$199 once"],
    ["lifetime_standard", "$149 once"],
    ["lifetime_community", "$249 once"],
  ])("priceLineOf(%s) -> %s", (tier, line) => {
    const plan = findPlan(tier);
    if (!plan) throw new Error(`no plan for ${tier}`);
    expect(priceLineOf(plan)).toBe(line);
  });

  it.each<[string, { priceCents: number; period: TPeriod }, number | null]>([
    ["annual 9900", { priceCents: 9900, period: "annual" }, 825],
    ["quarterly 3499 (rounded down)", { priceCents: 3499, period: "quarterly" }, 1166],
    ["monthly 1499", { priceCents: 1499, period: "monthly" }, 1499],
    ["annual 9911 (rounded down)", { priceCents: 9911, period: "annual" }, 825],
    ["one-time", { priceCents: 19900, period: "one-time" }, null],
  ])("monthlyEquivalentCents of %s -> %s", (_label, plan, cents) => {
    expect(monthlyEquivalentCents(plan)).toBe(cents);
  });

  it.each<[TSubscriptionTier, number | null]>([
    ["core", 499],
    ["1month", 1499],
    ["3month", 1166],
    ["6month", null],
    ["annual", 825],
    ["lifetime", null],
    ["lifetime_standard", null],
    ["lifetime_community", null],
  ])("the %s plan costs %s cents a month", (tier, cents) => {
    const plan = findPlan(tier);
    if (!plan) throw new Error(`no plan for ${tier}`);
    expect(monthlyEquivalentCents(plan)).toBe(cents);
  });
});

describe("offers (issue #17)", () => {
  it.each<[string, number, number, string[]]>([
    [
      "lifetime-bundle",
      21900,
      19900 + 3 * 1900 + 2 * 999,
      [
        "plan:lifetime",
        "addon:miniCourses:desk-setup",
        "addon:miniCourses:grip-strength",
        "addon:miniCourses:flare-up-plan",
        "addon:ebooks:typing-without-pain",
        "addon:ebooks:understanding-tendons",
      ],
    ],
    [
      "learning-bundle",
      5000,
      3 * 1900 + 2 * 999,
      [
        "addon:miniCourses:desk-setup",
        "addon:miniCourses:grip-strength",
        "addon:miniCourses:flare-up-plan",
        "addon:ebooks:typing-without-pain",
        "addon:ebooks:understanding-tendons",
      ],
    ],
    ["lifetime-promo", 15900, 19900, ["plan:lifetime"]],
    ["pro-sale", 4499, 5999, ["plan:6month"]],
  ])("%s costs %i cents for products worth %i", (id, price, value, includes) => {
    const offer = findOffer(id);
    expect(offer?.priceCents).toBe(price);
    expect(offer?.valueCents).toBe(value);
    expect(grantedProductsOf(`offer:${id}`).map((p) => productKeyOf(p.product))).toEqual(includes);
    expect(priceProduct({ offerId: id })).toMatchObject({ priceCents: price, mode: "payment" });
  });

  it("grants a single product itself, and nothing for a key it does not sell", () => {
    expect(grantedProductsOf("plan:annual").map((p) => productKeyOf(p.product))).toEqual([
      "plan:annual",
    ]);
    for (const key of ["offer:", "offer:nope", "offer:pro-sale:x", "bundle:x", ""])
      expect(grantedProductsOf(key)).toEqual([]);
  });

  it.each([
    ["an offer and a plan at once", { offerId: "pro-sale", planId: "annual" }],
    ["an offer and an add-on", { offerId: "pro-sale", addonType: "ebooks" }],
    ["an unknown offer", { offerId: "free-lunch" }],
    ["__proto__", { offerId: "__proto__" }],
  ])("prices nothing for %s", (_label, input) => {
    expect(priceProduct(input)).toBeNull();
  });

  it.each<[string, string, boolean]>([
    ["2027-01-30", "the day before its last", true],
    ["2027-01-31", "its last day", true],
    ["2027-02-01", "the day after", false],
  ])("a promotion ending 2027-01-31 is on sale on %s (%s): %s", (day, _label, on) => {
    expect(isOfferOn({ endsOn: "2027-01-31" }, day)).toBe(on);
    expect(isOfferOn({ endsOn: null }, day)).toBe(true);
  });

  const base = {
    id: "pro-sale",
    name: "Sale",
    path: "/prosale",
    priceCents: 100,
    includes: ["plan:6month"],
    pitch: "A test offer for the parser.",
    endsOn: null,
  };
  it.each<[string, Record<string, unknown>]>([
    ["a renewing plan", { includes: ["plan:annual"] }],
    ["a subscription add-on", { includes: ["addon:expertVideoCalls"] }],
    ["an offer inside an offer", { includes: ["offer:learning-bundle"] }],
    ["a product twice", { includes: ["plan:6month", "plan:6month"] }],
    ["a price no lower than its products", { priceCents: 5999 }],
    ["an unknown product", { includes: ["plan:platinum"] }],
  ])("refuses an offer that includes %s", (_label, patch) => {
    expect(() => parseOffers([{ ...base, ...patch }])).toThrow();
  });

  it("refuses the same offer twice", () => {
    expect(() => parseOffers([base, base])).toThrow(/twice/);
  });
});
