const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "22 November 2026": how dates read across the product. */
export function formatDate(date: Date | string): string {
  return longDate.format(typeof date === "string" ? new Date(date) : date);
}
