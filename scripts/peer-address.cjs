// Loaded with `node --require` by `npm start` and the end-to-end server (scripts/start.mjs,
// playwright.config.ts). Sets X-Wristwise-Peer on every request to the TCP peer's address,
// overwriting anything a client sent, so the app knows who is connected: Next.js only fills
// X-Forwarded-For when the client did not send one. The app believes X-Forwarded-For only when
// this peer is in TRUSTED_PROXIES (src/server/request-ip.ts, docs/decisions/0015).
const http = require("node:http");

const PEER_HEADER = "x-wristwise-peer";
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithPeer(event, request, ...rest) {
  if (event === "request" && request?.headers) {
    request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? "";
  }
  return emit.call(this, event, request, ...rest);
};
