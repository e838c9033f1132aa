/** Text made safe to place in HTML (an email's body, a small page a route handler writes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
