import { expect, signInAs, test } from "./fixtures";

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
