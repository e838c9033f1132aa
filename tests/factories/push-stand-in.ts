// A local stand-in for a browser's push service (issue #19), for the unit and end-to-end tests:
// it records every message posted to it and answers as a push service would. A path holding
// "/gone" answers 410, "/missing" 404, "/broken" 500; anything else 201 Created. Fake
// subscriptions carry real keys, so a test can decrypt what the server sent (RFC 8291).
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";

export type TPushed = { path: string; headers: Record<string, string | undefined>; body: Buffer };

export type TPushStandIn = {
  origin: string;
  received: TPushed[];
  close: () => Promise<void>;
};

export async function startPushStandIn(port = 0): Promise<TPushStandIn> {
  const received: TPushed[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({
        path,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]),
        ),
        body: Buffer.concat(chunks),
      });
      const status = path.includes("/gone")
        ? 410
        : path.includes("/missing")
          ? 404
          : path.includes("/broken")
            ? 500
            : 201;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${bound}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type TFakeSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
  /** Decrypts a message the server sent to this subscription. */
  decrypt: (body: Buffer) => unknown;
};

/** A subscription at `origin` + `path` with a real P-256 key pair and auth secret. */
export function fakeSubscription(origin: string, path: string): TFakeSubscription {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  return {
    endpoint: `${origin}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
    decrypt: (body) =>
      JSON.parse(
        ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString(),
      ),
  };
}
