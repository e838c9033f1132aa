// Measures what DESIGN.md's performance bars talk about, against a running production server:
// first-load JavaScript per page (gzipped), and requests per second for a static page, an
// authenticated page and a trivial dynamic route. Usage: node scripts/bench.mjs [baseURL], against
// a server started with ENABLE_TEST_ENDPOINTS=true (it signs in through /api/test/sign-in) and a
// high AUTH_RATE_LIMIT_MAX.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const base = process.argv[2] ?? "http://localhost:3000";

async function firstLoadJsKb(path, cookie) {
  const html = await (await fetch(base + path, { headers: cookie ? { cookie } : {} })).text();
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script([^>]*)src="([^"]+\.js)"([^>]*)>/g)]
        .filter((m) => !/noModule/i.test(m[1] + m[3]))
        .map((m) => m[2]),
    ),
  ];
  let total = 0;
  for (const src of srcs)
    total += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length;
  return (total / 1024).toFixed(1);
}

function rate(path, cookie) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base + path, connections: 20, duration: 10, headers: cookie ? { cookie } : {} },
      (err, result) => (err ? reject(err) : resolve(Math.round(result.requests.average))),
    );
  });
}

const email = `bench-${Date.now()}@example.com`;
const signup = await fetch(`${base}/api/test/sign-up`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: base },
  body: JSON.stringify({ name: "Bench", email, password: "bench-calm-123" }),
});
const cookie = signup.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

console.log("first-load JS (gzipped KB):");
for (const path of ["/", "/login", "/signup", "/terms", "/privacy"])
  console.log(`  ${path.padEnd(10)} ${await firstLoadJsKb(path)}`);
for (const path of ["/account", "/user-details"])
  console.log(`  ${path.padEnd(10)} ${await firstLoadJsKb(path, cookie)}`);
console.log("requests per second (20 connections, 10 s):");
console.log(`  static /            ${await rate("/")}`);
console.log(`  trivial /api/health ${await rate("/api/health")}`);
console.log(`  signed-in /account  ${await rate("/account", cookie)}`);
console.log(`  signed-in /user-details ${await rate("/user-details", cookie)}`);

// The pages people live on after the first week need a finished assessment and a Pro plan: sign in
// as the seeded monthly demo account (npm run db:seed) when it exists.
const demo = await fetch(`${base}/api/test/sign-in`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: base },
  body: JSON.stringify({ email: "monthly@demo.wristwise.app", password: "wristwise-demo" }),
});
if (demo.ok) {
  const demoCookie = demo.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const pages = ["/dashboard", "/load-tracking", "/progress-statistics", "/account"];
  console.log("first-load JS, monthly@demo (gzipped KB):");
  for (const path of pages)
    console.log(`  ${path.padEnd(22)} ${await firstLoadJsKb(path, demoCookie)}`);
  for (const path of [
    "/preview/dashboard",
    "/preview/load-tracking",
    "/preview/progress-statistics",
  ])
    console.log(`  ${path.padEnd(22)} ${await firstLoadJsKb(path)}`);
  console.log("requests per second, monthly@demo (20 connections, 10 s):");
  for (const path of pages) console.log(`  ${path.padEnd(22)} ${await rate(path, demoCookie)}`);
} else {
  console.log(
    "(no demo accounts: run npm run db:seed to measure the dashboard and tracking pages)",
  );
}
