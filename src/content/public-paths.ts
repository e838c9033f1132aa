import { BODY_AREAS } from "@/domain/assessment/body-areas";
import { OFFERS } from "@/domain/billing/catalogue";
import { TOPICS } from "./education";
import { EXERCISES } from "./exercises";
import { PARTNER_SLUGS, PROMO_SLUGS } from "./landing/campaign-schema";
import { LANDING_SLUGS } from "./landing/schema";
import { PRODUCT_PAGE_SLUGS } from "./product-pages-copy";

/** The public pages worth finding (spec 2's public routes and previews, issue #16's library). */
export function publicPaths(): string[] {
  return [
    "/",
    "/pricing",
    "/free-trial",
    "/bundle-offer",
    ...LANDING_SLUGS.map((slug) => `/${slug}`),
    ...PRODUCT_PAGE_SLUGS.map((slug) => `/${slug}`),
    ...OFFERS.map((o) => o.path),
    ...PARTNER_SLUGS.flatMap((slug) => [`/partners/${slug}`, `/partners/${slug}/pro`]),
    ...PROMO_SLUGS.flatMap((slug) => [`/promos/${slug}`, `/promos/${slug}/pro`]),
    "/signup",
    "/login",
    "/terms",
    "/privacy",
    "/exercises",
    ...EXERCISES.map((e) => `/exercises/${e.slug}`),
    "/preview/dashboard",
    "/preview/about-plan",
    "/preview/account",
    "/preview/go-pro",
    "/preview/progress-statistics",
    "/preview/load-tracking",
    "/preview/switch-plan",
    ...BODY_AREAS.map((area) => `/preview/exercise-program/${area}`),
    "/preview/wrist-pain-education",
    ...TOPICS.map((t) => `/preview/wrist-pain-education/${t.slug}`),
  ];
}
