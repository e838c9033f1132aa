// base64url (RFC 4648 §5), as web push's keys are written. No imports: the browser's push code
// and the server's subscription checks both read keys with it.

/** The bytes of a base64url string (padded or not), or null when it isn't one. */
export function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return null;
  const plain = value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (plain.length % 4 === 1) return null;
  const binary = atob(plain.padEnd(Math.ceil(plain.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
