import { actionIdOf } from "../../scripts/start.mjs";
import { expect, proAccount, signInAs, test } from "./fixtures";

// #12: the ways in beside the forms, tried against the production build.

test.describe("open redirects (#12 findings 2 and 3)", () => {
  for (const returnTo of [
    "%2F.%2F%2Fevil.example",
    "%2Fa%2F..%2F%2Fevil.example",
    "%2F%252e%2F%2Fevil.example",
  ]) {
    test(`a signed-in person on /login?returnTo=${returnTo} stays on Wristwise`, async ({
      page,
      baseURL,
    }) => {
      await signInAs(page, "annual@demo.wristwise.app", baseURL);
      const response = await page.request.get(`/login?returnTo=${returnTo}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location ?? "", baseURL);
      expect(location.origin).toBe(new URL(baseURL ?? "").origin);
      // Not the other site: the default signed-in page.
      expect(location.pathname).toBe("/account");
    });
  }

  test("Better Auth's email links refuse a callback to another site", async ({ request }) => {
    const response = await request.get(
      "/api/auth/verify-email?token=x&callbackURL=%2F.%2F%2Fevil.example%2Fphish",
      { maxRedirects: 0 },
    );
    expect(response.status()).toBe(400);
    expect(response.headers().location).toBeUndefined();
  });
});

test("Better Auth's own sign-in, sign-up, reset and profile routes are closed (#12 findings 1 and 6)", async ({
  request,
  baseURL,
}) => {
  const origin = { origin: baseURL ?? "" };
  for (const [path, data] of [
    ["/api/auth/sign-in/email", { email: "annual@demo.wristwise.app", password: "x" }],
    [
      "/api/auth/sign-up/email",
      { name: "x", email: "annual@demo.wristwise.app", password: "y".repeat(12) },
    ],
    ["/api/auth/request-password-reset", { email: "annual@demo.wristwise.app" }],
    ["/api/auth/update-user", { name: "<b>x</b>" }],
    ["/api/auth/change-password", { currentPassword: "a", newPassword: "b".repeat(12) }],
  ] as const) {
    const response = await request.post(path, { data, headers: origin });
    expect(response.status(), path).toBe(404);
  }
});

test("a static page carries no Set-Cookie; the browser records the landing page itself (#12 finding 13)", async ({
  page,
}) => {
  const response = await page.request.get("/terms?utm_source=newsletter");
  expect(response.headers()["set-cookie"]).toBeUndefined();
  await page.goto("/?utm_source=newsletter");
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "ww_landing")?.value)
    .toBe(encodeURIComponent(JSON.stringify({ page: "/", source: "newsletter" })));
});

test("a server action: over 1 MB gets a 413 on any page, and a forged hand-off header gets nothing (#15)", async ({
  page,
  baseURL,
  signUpViaApi,
}) => {
  await proAccount(page, signUpViaApi, "Ines Duarte");
  // The first visit writes the program the set belongs to.
  await page.goto("/exercise-program");
  const set = {
    slug: "wrist-extension-curl",
    reps: 12,
    weightLbs: 2,
    restBreaks: 0,
    pain: 1,
    morningSettled: null,
  };
  const post = (pagePath: string, args: unknown, headers: Record<string, string> = {}) =>
    page.request.post(pagePath, {
      data: JSON.stringify([args]),
      headers: {
        origin: baseURL ?? "",
        accept: "text/x-component",
        "next-action": actionIdOf("logExerciseSetAction"),
        "content-type": "text/plain;charset=UTF-8",
        ...headers,
      },
    });
  const setsLogged = async () =>
    (await (await page.request.get("/api/progress/export")).text())
      .split("\n")
      .filter((line) => line.includes('"wrist-extension-curl"')).length;

  // Just over Next's limit (1,048,576 bytes), on a signed-in page and a public one: refused whole.
  const huge = { ...set, note: "x".repeat(1024 * 1024) };
  for (const pagePath of ["/exercise-program", "/login", "/"]) {
    const refused = await post(pagePath, huge);
    expect(refused.status(), pagePath).toBe(413);
    expect(await refused.text()).toBe("Request body too large");
  }
  expect(await setsLogged()).toBe(0);

  // Under the limit the set is saved once, on the session's own facts.
  const saved = await post("/exercise-program", set);
  expect(saved.status()).toBe(200);
  expect(await saved.text()).toContain('"ok":true');
  expect(await setsLogged()).toBe(1);

  // Signed out, the same action is refused, on whichever page it is posted to.
  await page.context().clearCookies();
  const signedOut = await post("/", set);
  expect(await signedOut.text()).toContain(
    '"formError":"Your session has ended. Please sign in again."',
  );
});

test("a page view with a forged Next-Action header still gets the route decision (#15)", async ({
  page,
  signUpViaApi,
}) => {
  const view = (pagePath: string, headers: Record<string, string> = {}) =>
    page.request.get(pagePath, { headers, maxRedirects: 0 });
  const forged = { "next-action": "7f00112233445566778899aabbccddeeff001122" };

  // Signed out: the sign-in page, header or not.
  for (const headers of [{}, forged]) {
    const response = await view("/dashboard", headers);
    expect(response.status()).toBe(307);
    expect(response.headers().location).toContain("/login?returnTo=%2Fdashboard");
  }

  // Signed in with the assessment not started: sent to its first step, header or not.
  await signUpViaApi({ name: "Ravi Menon" });
  const plain = await view("/exercise-program");
  expect(plain.status()).toBe(307);
  const withHeader = await view("/exercise-program", forged);
  expect(withHeader.status()).toBe(307);
  expect(withHeader.headers().location).toBe(plain.headers().location);
});
