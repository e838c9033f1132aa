import type { TEducationLinks } from "./topic-article";

/** A signed-in person reads inside the app (spec 2: /wrist-pain-education and its sub-pages). */
export const APP_EDUCATION_LINKS: TEducationLinks = {
  hub: "/wrist-pain-education",
  topic: (slug) => `/wrist-pain-education/${slug}`,
};

/** A visitor reads the public previews (spec 2: /preview/wrist-pain-education/...). */
export const PREVIEW_EDUCATION_LINKS: TEducationLinks = {
  hub: "/preview/wrist-pain-education",
  topic: (slug) => `/preview/wrist-pain-education/${slug}`,
};
