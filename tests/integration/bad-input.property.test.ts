// #12 "Done when": every server action and API route, sent at least 1,000 generated bad inputs
// each (fast-check), answers without a 5xx from the app's own code and changes no row.
// Bad input: wrong types, NUL bytes, prototype keys, absurd sizes and nesting, near misses of the
// real shapes, forged headers and cookies.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: () => undefined,
    getAll: () => [],
    has: () => false,
    set: () => undefined,
    delete: () => undefined,
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const { getDb } = await import("@/server/db/client");
const { resetTestDb } = await import("@/server/db/testing/reset-test-db");
const { seedDemoAccounts } = await import("@/server/db/seed");
const { DEMO_PASSWORD } = await import("@/server/db/demo-accounts");
const { getAuth } = await import("@/server/auth/auth");
const { logger } = await import("@/server/logger");

const RUNS = 1000;
/** Tables whose rows bad input must never change. Sessions (activity time) and rate-limit counts are meant to move. */
const UNCHANGING = [
  "user",
  "account",
  "verification",
  "profile",
  "exercise_logs",
  "exercise_prescriptions",
  "load_logs",
  "outcome_measures",
  "notifications",
  "purchases",
  "subscriptions",
  "email_outbox",
  "audit_log",
  "billing_customers",
  "checkout_sessions",
  "billing_events",
  "trial_claims",
  "local_subscriptions",
  "local_payments",
  "medical_screenings",
];

async function digest(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of UNCHANGING) {
    const result = await getDb().execute<{ d: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table}" t`,
      ),
    );
    out[table] = result.rows[0]?.d ?? "";
  }
  return out;
}

let sessionCookie = "";
beforeAll(async () => {
  await resetTestDb();
  await seedDemoAccounts();
  const signedIn = await getAuth().api.signInEmail({
    body: { email: "annual@demo.wristwise.app", password: DEMO_PASSWORD },
    returnHeaders: true,
  });
  sessionCookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
  vi.spyOn(logger, "warn").mockImplementation(() => undefined);
}, 120_000);

function signedInHeaders(ip: string): Headers {
  return new Headers({
    cookie: sessionCookie,
    "x-wristwise-peer": ip,
    origin: "http://localhost:3000",
    "user-agent": "fast-check",
  });
}

// ---- Arbitraries ------------------------------------------------------------------------------

const withNul = fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`);
const oddValue = fc.constantFrom<unknown>(
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  -1,
  1e308,
  -0,
  "",
  "   ",
  "__proto__",
  "constructor",
  "/bogus",
  "x".repeat(5000),
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "../../etc/passwd",
  "2026-02-30",
  [],
  {},
  false,
);
/** A value that is wrong for any field: never a plain valid string or number. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  oddValue,
  withNul,
  fc.anything({ maxDepth: 2 }).filter((v) => typeof v !== "string" && typeof v !== "number"),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.string({ minLength: 1025, maxLength: 1100 }),
  fc.integer({ min: 1_000_000 }),
  fc.double({ noDefaultInfinity: false }).filter((n) => !Number.isInteger(n) || n < 0),
);
/** The real shape with every field wrong, some missing, and prototype keys. */
function nearMiss(keys: readonly string[]): fc.Arbitrary<unknown> {
  return fc.dictionary(fc.constantFrom(...keys, "__proto__", "constructor", "toString"), badValue, {
    maxKeys: keys.length + 2,
  });
}
function badFor(keys: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(badValue, nearMiss(keys), fc.anything({ maxDepth: 3 }));
}
/** A form post: the real field names and others, each value wrong (NUL, empty, too long). */
function badForm(keys: readonly string[]): fc.Arbitrary<FormData> {
  const value = fc.oneof(
    withNul,
    fc.constantFrom("", " ", "x".repeat(5000)),
    // No "@": eight random characters can be a valid email ("+@CN.Pi", seed 1563757557), which
    // the password-reset request rightly accepts.
    fc.string({ maxLength: 8 }).filter((s) => !s.includes("@")),
  );
  return fc
    .dictionary(fc.constantFrom(...keys, "$ACTION_ID_x", "__proto__"), value, {
      maxKeys: keys.length + 1,
    })
    .map((fields) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return form;
    });
}

// ---- Running one call --------------------------------------------------------------------------

/** Next's redirect and notFound are answers (303/404), not failures. */
const isNextControlFlow = (error: unknown) =>
  typeof (error as { digest?: unknown })?.digest === "string" &&
  /^NEXT_(REDIRECT|HTTP_ERROR_FALLBACK|NOT_FOUND)/.test((error as { digest: string }).digest);

async function callAction(call: () => Promise<unknown>): Promise<void> {
  try {
    const result = (await call()) as { ok?: unknown } | undefined;
    // A bad input is never accepted.
    if (result && typeof result === "object" && "ok" in result) expect(result.ok).toBe(false);
  } catch (error) {
    // An action that throws is a 500 from Next.
    if (!isNextControlFlow(error)) throw error;
  }
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

// biome-ignore lint/suspicious/noExplicitAny: any property's input type
async function expectNoChange(property: fc.IAsyncProperty<any>) {
  const before = await digest();
  await fc.assert(property, { numRuns: RUNS });
  expect(await digest()).toEqual(before);
}

// ---- Server actions ----------------------------------------------------------------------------

const account = await import("@/actions/account");
const assessment = await import("@/actions/assessment");
const billing = await import("@/actions/billing");
const auth = await import("@/actions/auth");
const load = await import("@/actions/load");
const notifications = await import("@/actions/notifications");
const program = await import("@/actions/program");
const progress = await import("@/actions/progress");
const terms = await import("@/actions/terms");

type TCase = [
  name: string,
  arbitrary: fc.Arbitrary<unknown>,
  call: (input: never) => Promise<unknown>,
];

/** An action whose only valid input is {} (cancel, resume, portal): everything else is bad. */
const notEmptyObject = (v: unknown) =>
  !(typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);

const ACTIONS: TCase[] = [
  [
    "startCheckoutAction",
    badFor(["planId", "addonType", "itemId", "trial", "source"]),
    (v) => billing.startCheckoutAction(v),
  ],
  [
    "payTestCheckoutAction (form)",
    badForm(["session", "name", "number", "expiry", "cvc"]),
    (f: FormData) => billing.payTestCheckoutAction(undefined, f),
  ],
  [
    "cancelSubscriptionAction",
    fc.anything({ maxDepth: 2 }).filter(notEmptyObject),
    (v) => billing.cancelSubscriptionAction(v),
  ],
  [
    "resumeSubscriptionAction",
    fc.anything({ maxDepth: 2 }).filter(notEmptyObject),
    (v) => billing.resumeSubscriptionAction(v),
  ],
  ["changePlanAction", badFor(["planId"]), (v) => billing.changePlanAction(v)],
  ["resendReceiptAction", badFor(["purchaseId"]), (v) => billing.resendReceiptAction(v)],
  [
    "openBillingPortalAction",
    fc.anything({ maxDepth: 2 }).filter(notEmptyObject),
    (v) => billing.openBillingPortalAction(v),
  ],
  ["updateWeightUnitAction", badFor(["unit"]), (v) => account.updateWeightUnitAction(v)],
  [
    "deleteAccountAction",
    badFor(["confirmed"]).filter((v) => v !== true),
    (v) => account.deleteAccountAction(v),
  ],
  [
    "updateProfileAction",
    // Any name of 1 to 100 characters is a real name ("../../etc/passwd" included): not bad input.
    badFor(["name"]).filter((v) => {
      const name = (v as { name?: unknown } | null)?.name;
      return !(
        typeof name === "string" &&
        !name.includes("\u0000") &&
        name.trim() &&
        name.trim().length <= 100
      );
    }),
    (v) => account.updateProfileAction(v),
  ],
  [
    "updateProfileAction (form)",
    badForm(["name"]).filter((f) => {
      const name = f.get("name");
      return (
        typeof name !== "string" || name.includes("\u0000") || !name.trim() || name.length > 100
      );
    }),
    (f: FormData) => account.updateProfileAction(undefined, f),
  ],
  [
    "changePasswordAction",
    badFor(["currentPassword", "newPassword", "confirmPassword"]),
    (v) => account.changePasswordAction(v),
  ],
  [
    "changePasswordAction (form)",
    badForm(["currentPassword", "newPassword", "confirmPassword"]),
    (f: FormData) => account.changePasswordAction(undefined, f),
  ],
  [
    "saveAssessmentStepAction",
    fc.tuple(
      fc.oneof(
        badValue,
        fc.record({
          step: fc.oneof(
            badValue,
            fc.constantFrom(
              "/user-details",
              "/medical-screen",
              "/outcome-measure",
              "/pain-region",
              "/nerve-symptoms",
              "/mobility-test",
              "/nerve-mobility-test",
              "/bogus",
              "__proto__",
            ),
          ),
          final: fc.anything({ maxDepth: 0 }),
        }),
      ),
      badValue,
    ),
    ([request, payload]: [never, unknown]) => assessment.saveAssessmentStepAction(request, payload),
  ],
  [
    "signInAction",
    badForm(["email", "password", "returnTo"]),
    (f: FormData) => auth.signInAction(undefined, f),
  ],
  [
    "signInAction (payload)",
    badFor(["email", "password", "returnTo"]),
    (v) => auth.signInAction(v),
  ],
  [
    "signUpAction",
    badForm(["name", "email", "password", "returnTo"]),
    (f: FormData) => auth.signUpAction(undefined, f),
  ],
  [
    "requestPasswordResetAction",
    badForm(["email"]),
    (f: FormData) => auth.requestPasswordResetAction(undefined, f),
  ],
  [
    "resetPasswordAction",
    badForm(["token", "newPassword", "confirmPassword"]),
    (f: FormData) => auth.resetPasswordAction(undefined, f),
  ],
  [
    "signInSocialAction",
    badForm(["provider", "returnTo"]),
    (f: FormData) => auth.signInSocialAction(f),
  ],
  [
    "saveLoadLogAction",
    badFor([
      "day",
      "keyboardHours",
      "gamingHours",
      "breaks",
      "morningPain",
      "eveningPain",
      "stiffness",
      "note",
    ]),
    (v) => load.saveLoadLogAction(v),
  ],
  ["deleteLoadLogAction", badFor(["id"]), (v) => load.deleteLoadLogAction(v)],
  [
    "markNotificationsReadAction",
    badFor(["id"]).filter((v) => v !== null),
    (v) => notifications.markNotificationsReadAction(v),
  ],
  [
    "logExerciseSetAction",
    badFor(["slug", "reps", "weightLbs", "restBreaks", "pain"]),
    (v) => program.logExerciseSetAction(v),
  ],
  ["updateExerciseLogAction", badFor(["id", "log"]), (v) => program.updateExerciseLogAction(v)],
  ["deleteExerciseLogAction", badFor(["id"]), (v) => program.deleteExerciseLogAction(v)],
  ["changeProgramRegionsAction", badFor(["regions"]), (v) => program.changeProgramRegionsAction(v)],
  [
    "retakeQuickDashAction",
    badFor(["answers", "workModule"]),
    (v) => progress.retakeQuickDashAction(v),
  ],
  [
    "acceptTermsAction",
    badFor(["agreed"]).filter((v) => v !== true),
    (v) => terms.acceptTermsAction(v),
  ],
];

describe(`every server action, ${RUNS} bad inputs each: no 5xx, no row changed`, () => {
  it.each(ACTIONS)(
    "%s",
    async (_name, arbitrary, call) => {
      await expectNoChange(
        fc.asyncProperty(arbitrary, async (input) => {
          request.headers = signedInHeaders(nextIp());
          await callAction(() => call(input as never));
        }),
      );
    },
    600_000,
  );
});

// ---- API routes ------------------------------------------------------------------------------

type TRoute = { GET?: (r: Request) => Promise<Response>; POST?: (r: Request) => Promise<Response> };
const ROUTES: [path: string, module: TRoute][] = [
  ["/api/health", await import("@/app/api/health/route")],
  ["/api/account/export", await import("@/app/api/account/export/route")],
  ["/api/account/link-google", await import("@/app/api/account/link-google/route")],
  ["/api/assessment/status", await import("@/app/api/assessment/status/route")],
  ["/api/progress/export", await import("@/app/api/progress/export/route")],
  ["/api/session/activity", await import("@/app/api/session/activity/route")],
  ["/api/session/timeout", await import("@/app/api/session/timeout/route")],
  ["/api/auth", await import("@/app/api/auth/[...all]/route")],
  ["/api/test/profile", await import("@/app/api/test/profile/route")],
  ["/api/test/sign-in", await import("@/app/api/test/sign-in/route")],
  ["/api/test/sign-up", await import("@/app/api/test/sign-up/route")],
  ["/api/test/sign-in-token", await import("@/app/api/test/sign-in-token/route")],
  ["/api/test/outbox", await import("@/app/api/test/outbox/route")],
  ["/api/stripe/webhook", { POST: postWebhookConfigured }],
] as [string, TRoute][];

const stripeWebhook = await import("@/app/api/stripe/webhook/route");
const { resetEnvCache } = await import("@/server/env");

/**
 * The webhook answers 503 until Stripe is configured (issue #13), so it is tried configured: then
 * every request without Stripe's signature must be refused with a 4xx. Nothing reaches Stripe.
 */
async function postWebhookConfigured(r: Request): Promise<Response> {
  process.env.STRIPE_SECRET_KEY = "sk_test_property";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_property";
  process.env.STRIPE_API_URL = "http://127.0.0.1:9";
  resetEnvCache();
  try {
    return await stripeWebhook.POST(r);
  } finally {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_API_URL;
    resetEnvCache();
  }
}

const AUTH_PATHS = fc.oneof(
  fc.constantFrom(
    "/callback/google",
    "/callback/discord",
    "/reset-password/abc",
    "/verify-email",
    "/sign-in/email",
    "/update-user",
    "/get-session",
    "/callback/../update-user",
    "/%2e%2e/update-user",
  ),
  fc.webPath(),
);
const badRequest = (base: string, methods: readonly ("GET" | "POST")[]) =>
  fc.record({
    method: fc.constantFrom(...methods),
    path:
      base === "/api/auth"
        ? AUTH_PATHS.map((p) => `${base}${p.startsWith("/") ? p : `/${p}`}`)
        : fc.constant(base),
    query: fc.webQueryParameters(),
    cookie: fc.oneof(
      fc.constant(undefined),
      fc
        .string({ maxLength: 200 })
        .map((s) => [...s].filter((c) => !["\r", "\n", "\u0000"].includes(c)).join("")),
      fc.string({ maxLength: 40 }).map((s) => `better-auth.session_token=${encodeURIComponent(s)}`),
    ),
    origin: fc.oneof(
      fc.constant(undefined),
      fc.constant("https://evil.example"),
      fc.webUrl().map((u) => new URL(u).origin),
    ),
    forwardedFor: fc.oneof(fc.constant(undefined), fc.ipV4(), fc.string({ maxLength: 30 })),
    body: fc.oneof(
      fc.constant(undefined),
      fc.json(),
      fc.string({ maxLength: 200 }),
      fc.constant(`{"a":${"[".repeat(500)}${"]".repeat(500)}}`),
    ),
    contentType: fc.constantFrom(
      "application/json",
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ),
  });

describe(`every API route, ${RUNS} bad requests each: no 5xx, no row changed`, () => {
  it.each(ROUTES)(
    "%s",
    async (base, module) => {
      const methods = (["GET", "POST"] as const).filter((m) => module[m]);
      await expectNoChange(
        fc.asyncProperty(badRequest(base, methods), async (r) => {
          const headers = new Headers({
            "x-wristwise-peer": nextIp(),
            "content-type": r.contentType,
          });
          if (r.cookie) headers.set("cookie", r.cookie);
          if (r.origin) headers.set("origin", r.origin);
          if (r.forwardedFor) {
            try {
              headers.set("x-forwarded-for", r.forwardedFor);
            } catch {
              // not a valid header value: a client cannot send it either
            }
          }
          request.headers = headers;
          const url = `http://localhost:3000${r.path}${r.query ? `?${r.query}` : ""}`;
          let req: Request;
          try {
            req = new Request(url, {
              method: r.method,
              headers,
              body: r.method === "POST" ? r.body : undefined,
            });
          } catch {
            return; // not a request a client can send
          }
          const handler = module[r.method as "GET" | "POST"];
          if (!handler) return;
          const response = await handler(req);
          expect(response.status, `${r.method} ${url}`).toBeLessThan(500);
        }),
      );
    },
    600_000,
  );
});
