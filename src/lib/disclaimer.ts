/** The spec's disclaimer, shown on every page and in every email about exercise. */
export const DISCLAIMER =
  "The content is educational only and not a substitute for professional medical advice.";
