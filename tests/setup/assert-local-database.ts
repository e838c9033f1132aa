/** Dub's guard: tests wipe data, so they refuse to run against anything but a local database. */
export function assertLocalDatabase(url: string): void {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
    throw new Error(`Refusing to run tests against a non-local database (${host}).`);
  }
}
