import { expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

/** Spec 4 "Gating and redirects": one direct URL visit per rule, with a seeded user in that state. */
const rows: [rule: string, email: string | null, visit: string, finalPath: RegExp][] = [
  [
    "a visitor on a protected page goes to login with returnTo",
    null,
    "/dashboard",
    /\/login\?returnTo=%2Fdashboard$/,
  ],
  [
    "a visitor on a checkout page goes to login with checkout=true",
    null,
    "/go-pro?planId=annual",
    /\/login\?returnTo=%2Fgo-pro%3FplanId%3Dannual&checkout=true$/,
  ],
  [
    "a step needs the previous step: halfway user on /endurance-test",
    "halfway@demo.wristwise.app",
    "/endurance-test",
    /\/nerve-symptoms$/,
  ],
  [
    "a new user on a later step goes to the first incomplete step",
    "new@demo.wristwise.app",
    "/outcome-measure",
    /\/user-details$/,
  ],
  [
    "a non-subscribed user with an incomplete assessment goes to /user-details",
    "halfway@demo.wristwise.app",
    "/dashboard",
    /\/user-details$/,
  ],
  [
    "a subscribed user with a completed assessment on an assessment page goes to /dashboard",
    "monthly@demo.wristwise.app",
    "/pain-region",
    /\/dashboard$/,
  ],
  [
    "core counts as subscribed for routing",
    "core@demo.wristwise.app",
    "/medical-screen",
    /\/dashboard$/,
  ],
  [
    "a free user with a completed assessment reaches the program",
    "free@demo.wristwise.app",
    "/exercise-program",
    /\/exercise-program$/,
  ],
  ["a free user cannot open /switch-plan", "free@demo.wristwise.app", "/switch-plan", /\/go-pro$/],
  [
    "a subscribed user opens /switch-plan",
    "annual@demo.wristwise.app",
    "/switch-plan",
    /\/switch-plan$/,
  ],
  ["every user reaches /account", "new@demo.wristwise.app", "/account", /\/account$/],
];

test.describe("route gating with seeded users", () => {
  for (const [rule, email, visit, finalPath] of rows) {
    test(rule, async ({ page, baseURL }) => {
      if (email) await signInAs(page, email, baseURL);
      await page.goto(visit);
      await expect(page).toHaveURL(finalPath);
    });
  }

  test("a free user whose endurance results are unfinished is sent to /endurance-test", async ({
    page,
    baseURL,
    signUpViaApi,
  }) => {
    // Built through the API so this test owns the state it changes.
    await signUpViaApi();
    const save = await page.request.post("/api/test/profile", {
      data: {
        userDetailsCompleted: true,
        medicalScreeningCompleted: true,
        outcomeMeasureCompleted: true,
        painRegionsCompleted: true,
        nerveSymptomsCompleted: true,
        mobilityTestCompleted: true,
        enduranceTestDate: new Date().toISOString(),
        enduranceTest: { wristFlexorsTest: 45 },
      },
      headers: { origin: baseURL ?? "" },
    });
    expect(save.ok(), await save.text()).toBe(true);
    await page.goto("/about-plan");
    await expect(page).toHaveURL(/\/endurance-test$/);
  });

  test("a signed-in person on the home page is sent on after the completion check", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "free@demo.wristwise.app", baseURL);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a signed-in person with an incomplete assessment goes from home to /medical-screen", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "halfway@demo.wristwise.app", baseURL);
    await page.goto("/");
    await expect(page).toHaveURL(/\/medical-screen$/);
  });

  test("a visitor stays on the home page", async ({ page }) => {
    await page.goto("/");
    await page.waitForTimeout(1200);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test("unknown and malformed query parameters never break a page", async ({ page, baseURL }) => {
    await signInAs(page, "annual@demo.wristwise.app", baseURL);
    for (const url of [
      "/account?continueFromStep=abc&startTour=maybe",
      "/account?returnTo=%E0%A4%A",
      "/login?returnTo=javascript:alert(1)",
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBeLessThan(500);
    }
  });
});

test.describe("the terms dialog", () => {
  test("shows once, keeps Accept disabled until ticked, and stores acceptance", async ({
    page,
    signUpViaApi,
  }) => {
    await signUpViaApi();
    await page.goto("/account");
    const dialog = page.getByRole("dialog", { name: "Before you continue" });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);

    const accept = dialog.getByRole("button", { name: "Accept" });
    await expect(accept).toHaveAttribute("aria-disabled", "true");
    // A person can still press it; Playwright treats aria-disabled as disabled, so force the click.
    await accept.click({ force: true });
    await expect(dialog.getByRole("alert")).toHaveText(
      "You must agree to the Terms and Conditions to continue",
    );

    await dialog.getByRole("checkbox").check();
    await expect(accept).toHaveAttribute("aria-disabled", "false");
    await accept.click();
    await expect(dialog).toBeHidden();

    // Accepted: a fresh browser session does not ask again.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Cancel signs the person out and goes to /login", async ({ page, signUpViaApi }) => {
    await signUpViaApi();
    await page.goto("/account");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });
});

test.describe("?token= sign-in", () => {
  test("signs the person in, removes the token from the address, and works only once", async ({
    browser,
    baseURL,
    signUpViaApi,
  }) => {
    const account = await signUpViaApi();
    const issued = await (await browser.newContext({ baseURL })).request.post(
      "/api/test/sign-in-token",
      {
        data: { email: account.email },
      },
    );
    const { token } = (await issued.json()) as { token: string };

    const fresh = await browser.newContext({ baseURL });
    const page = await fresh.newPage();
    await page.goto(`/debug-auth?token=${token}&source=checkout`);
    await expect(page).toHaveURL(/\/debug-auth\?source=checkout$/);
    await expect(page.getByTestId("debug-email")).toHaveText(account.email);

    const other = await (await browser.newContext({ baseURL })).newPage();
    await other.goto(`/debug-auth?token=${token}`);
    await expect(other).toHaveURL(/\/debug-auth$/);
    await expect(other.getByTestId("debug-status")).toHaveText("Not signed in");
  });
});

test("a user disabled while signed in is signed out on their next page", async ({
  page,
  baseURL,
  signUpViaApi,
}) => {
  await signUpViaApi();
  const disable = await page.request.post("/api/test/profile", {
    data: { disabled: true },
    headers: { origin: baseURL ?? "" },
  });
  expect(disable.ok()).toBe(true);
  await page.goto("/account");
  // Signed out on the spot, the page sends them to sign in as it would any visitor.
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  await page.goto("/debug-auth");
  await expect(page.getByTestId("debug-status")).toHaveText("Not signed in");
});

test("a link followed inside the app gets the route decision too: signed out in another tab, it goes to sign in (decision 0029)", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi({ name: "Noor Haddad" });
  const patched = await page.request.post("/api/test/profile", {
    data: { termsAccepted: true, completedAssessment: true },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();

  // The same person signs out in a second tab.
  const other = await page.context().newPage();
  await other.goto("/account");
  await other
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await expect(other).toHaveURL(/\/login/);

  // Back in the first tab, a section link is a client-side navigation: the page's payload is
  // fetched, not a new document, and the page's own route decision sends the person to sign in.
  const payloads: string[] = [];
  page.on("request", (request) => {
    if (request.headers().rsc === "1") payloads.push(new URL(request.url()).pathname);
  });
  await page
    .getByRole("navigation", { name: "Sections" })
    .getByRole("link", { name: "Program" })
    .click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fexercise-program$/);
  expect(payloads).toContain("/exercise-program");
  await expect(page.getByRole("heading", { name: "Your exercise program" })).toHaveCount(0);
});

test("a production build ignores the dev mock-user flag", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("ww_dev_mock_user", "1"));
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  const response = await page.request.post("/api/dev/mock-session");
  expect(response.status()).toBe(404);
  // The mock-user code is not in the production bundle at all.
  const html = await (await page.request.get("/")).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts)
    expect(await (await page.request.get(src)).text(), src).not.toContain("ww_dev_mock_user");
});

test("the login page says when sign-in leads on to checkout", async ({ page }) => {
  await page.goto("/go-pro?planId=annual");
  await expect(
    page.getByText("Please sign in to continue to checkout. Nothing is charged until you confirm."),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});
