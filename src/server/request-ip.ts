import "server-only";
import { BlockList, isIP } from "node:net";
import { getEnv } from "./env";

/**
 * The header the server's own start script (scripts/peer-address.cjs, loaded by `npm start` and
 * the end-to-end server) sets on every request to the TCP peer's address, overwriting whatever a
 * client sent. Next.js itself only fills X-Forwarded-For when the client did not, so without it a
 * client chooses its own address.
 */
export const PEER_HEADER = "x-wristwise-peer";

/** The address used when the peer is not known (the app was started without the peer script). */
export const UNKNOWN_IP = "unknown";

function normalise(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let value = raw.trim();
  // "[2001:db8::1]:443" and "203.0.113.9:51234" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value))
    value = value.slice(0, value.lastIndexOf(":"));
  if (value.toLowerCase().startsWith("::ffff:") && isIP(value.slice(7)) === 4)
    value = value.slice(7);
  return isIP(value) ? value.toLowerCase() : null;
}

/** TRUSTED_PROXIES: addresses and CIDR ranges ("10.0.0.0/8, 2001:db8::/32"); none by default. */
export function trustedProxiesOf(setting: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (setting ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split("/");
    const ip = normalise(address);
    if (!ip) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(ip, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (type === "ipv6" ? 128 : 32))
        throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
      list.addSubnet(ip, bits, type);
    }
  }
  return list;
}

const isTrusted = (list: BlockList, ip: string) => list.check(ip, isIP(ip) === 6 ? "ipv6" : "ipv4");

/**
 * The client's address: the TCP peer, unless the peer is a trusted proxy, in which case the
 * right-most X-Forwarded-For hop that is not itself a trusted proxy. Forwarded headers from
 * anyone else are ignored, so a client cannot choose its address.
 */
export function clientIpOf(headers: Headers, trusted: BlockList): string {
  const peer = normalise(headers.get(PEER_HEADER));
  if (!peer) return UNKNOWN_IP;
  if (!isTrusted(trusted, peer)) return peer;
  const hops = (headers.get("x-forwarded-for") ?? "").split(",").map(normalise);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    // A malformed hop was written by someone we do not trust: stop at the last trusted one.
    if (!hop) break;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return peer;
}

let cachedTrusted: { setting: string | undefined; list: BlockList } | undefined;

/** The client's IP for audit rows and sessions (see clientIpOf), with the configured proxies. */
export function getRequestIp(headers: Headers): string {
  const setting = getEnv().TRUSTED_PROXIES;
  if (cachedTrusted?.setting !== setting || !cachedTrusted)
    cachedTrusted = { setting, list: trustedProxiesOf(setting) };
  return clientIpOf(headers, cachedTrusted.list);
}

/**
 * The bucket rate limits count an address in: an IPv4 address itself, an IPv6 address by its
 * /64 (one household or server is given a whole /64, so counting single addresses is no limit).
 */
export function rateLimitBucketOf(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const full = ip.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${full
    .slice(0, 4)
    .map((h) => Number.parseInt(h || "0", 16).toString(16))
    .join(":")}::/64`;
}

/** The rate-limit bucket of the request's client. */
export function getRequestIpBucket(headers: Headers): string {
  return rateLimitBucketOf(getRequestIp(headers));
}
