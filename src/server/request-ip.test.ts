import { describe, expect, it } from "vitest";
import { requestHeaders } from "../../tests/factories/request-headers";
import { clientIpOf, rateLimitBucketOf, trustedProxiesOf, UNKNOWN_IP } from "./request-ip";

const NONE = trustedProxiesOf(undefined);
const PROXIES = trustedProxiesOf("10.0.0.0/8, 127.0.0.1, 2001:db8:ffff::/48");

describe("the client's address (#12 finding 7)", () => {
  it.each([
    // [peer, X-Forwarded-For, trusted proxies, client]
    ["203.0.113.9", undefined, NONE, "203.0.113.9"],
    // No trusted proxy: a forwarded header is the client's own claim and is ignored.
    ["203.0.113.9", "1.2.3.4", NONE, "203.0.113.9"],
    ["203.0.113.9", "1.2.3.4, 5.6.7.8", NONE, "203.0.113.9"],
    // Behind a trusted proxy: the right-most hop that is not a trusted proxy.
    ["10.0.0.2", "198.51.100.7", PROXIES, "198.51.100.7"],
    ["10.0.0.2", "6.6.6.6, 198.51.100.7", PROXIES, "198.51.100.7"],
    ["10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.5", PROXIES, "198.51.100.7"],
    ["127.0.0.1", "198.51.100.7, 127.0.0.1", PROXIES, "198.51.100.7"],
    // A request that reaches the app directly from an untrusted peer: its XFF is ignored.
    ["198.51.100.50", "10.0.0.9", PROXIES, "198.51.100.50"],
    // A trusted proxy with no forwarded header, or only trusted hops: the proxy itself.
    ["10.0.0.2", undefined, PROXIES, "10.0.0.2"],
    ["10.0.0.2", "10.0.0.3", PROXIES, "10.0.0.2"],
    // A malformed hop stops the walk at the last trusted one.
    ["10.0.0.2", "198.51.100.7, not-an-ip", PROXIES, "10.0.0.2"],
    // Address forms proxies write.
    ["::ffff:203.0.113.9", undefined, NONE, "203.0.113.9"],
    ["10.0.0.2", "[2001:db8::1]:443", PROXIES, "2001:db8::1"],
    ["10.0.0.2", "198.51.100.7:51234", PROXIES, "198.51.100.7"],
    ["2001:db8:ffff::1", "2001:DB8:1::5", PROXIES, "2001:db8:1::5"],
    // No peer header: the app was not started by its start script.
    ["", "1.2.3.4", PROXIES, UNKNOWN_IP],
    ["not-an-ip", undefined, NONE, UNKNOWN_IP],
  ] as const)("peer %s, X-Forwarded-For %s -> %s", (peer, xff, trusted, expected) => {
    const headers = requestHeaders({ ip: peer, forwardedFor: xff });
    if (!peer) headers.delete("x-wristwise-peer");
    expect(clientIpOf(headers, trusted)).toBe(expected);
  });

  it.each(["10.0.0.0/33", "nonsense", "2001:db8::/129", "1.2.3.4/x"])(
    "refuses TRUSTED_PROXIES=%s at startup",
    (setting) => {
      expect(() => trustedProxiesOf(setting)).toThrow(/TRUSTED_PROXIES/);
    },
  );
});

describe("rate-limit buckets: IPv4 by address, IPv6 by /64", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:0db8:0001:0002::9", "2001:db8:1:2::/64"],
    [UNKNOWN_IP, UNKNOWN_IP],
  ])("%s counts as %s", (ip, bucket) => {
    expect(rateLimitBucketOf(ip)).toBe(bucket);
  });
});
