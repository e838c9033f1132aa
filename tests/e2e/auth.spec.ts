import { expect, expectNoA11yViolations, test, uniqueEmail } from "./fixtures";

test.describe("signing up, out and in", () => {
  test("a new person signs up, signs out and signs back in", async ({ page }) => {
    const email = uniqueEmail("journey");
    await page.goto("/");
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Start your free assessment" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expectNoA11yViolations(page);

    await page.getByLabel("Your name").fill("Robin Hale");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("gentle-stretch-9");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/user-details$/);
    // A new person accepts the terms first (spec 4).
    const terms = page.getByRole("dialog", { name: "Before you continue" });
    await terms.getByRole("checkbox").check();
    await terms.getByRole("button", { name: "Accept" }).click();
    await expect(terms).toBeHidden();
    // A new person starts the assessment, with their name filled in from signup.
    await expect(page.getByRole("heading", { name: "About you and your hands" })).toBeVisible();
    await expect(page.getByLabel(/what you'd like us to call you/)).toHaveValue("Robin Hale");
    // Emails are lowercased (spec 5).
    await page.getByRole("banner").getByRole("link", { name: "Account" }).click();
    // (Three times: in the profile, in the card asking to confirm it, and where reminders go.)
    await expect(page.getByText(email.toLowerCase())).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Confirm your email" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login\?signedOut=1$/);
    await expect(page.getByText("You've signed out. See you soon.")).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("gentle-stretch-9");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/user-details$/);
    await expect(page.getByLabel(/what you'd like us to call you/)).toHaveValue("Robin Hale");
  });

  test("/register is the same signup flow", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("invalid signup input shows errors beside the fields and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/signup");
    await page.getByLabel("Your name").fill("Robin");
    await page.getByLabel("Email").fill("robin-at-example");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(
      page.getByText("Please enter a valid email address, like name@example.com."),
    ).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Robin");
    await expect(page.getByLabel("Email")).toHaveValue("robin-at-example");
    await expect(page).toHaveURL(/\/signup$/);
    await expectNoA11yViolations(page);

    await page.getByLabel("Email").fill(uniqueEmail("short"));
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Use at least 6 characters.")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("abc");
  });

  test("a wrong password gets a clear message that does not reveal whether the email exists", async ({
    page,
    signUpViaApi,
  }) => {
    const account = await signUpViaApi();
    await page.context().clearCookies();
    const message =
      "That email and password don't match our records. Please check them and try again.";

    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText(message);
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await expectNoA11yViolations(page);

    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText(message);
  });
});

test.describe("password reset", () => {
  test("an empty email is refused with the spec's message", async ({ page }) => {
    await page.goto("/reset-password");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Email address is required")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("a person resets their password through the emailed link", async ({
    page,
    signUpViaApi,
    readOutbox,
  }) => {
    const account = await signUpViaApi();
    await page.context().clearCookies();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/we've sent a link to reset the password/)).toBeVisible();
    await expectNoA11yViolations(page);

    const mail = await readOutbox(account.email);
    expect(mail.subject).toBe("Reset your Wristwise password");
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel("New password", { exact: true }).fill("brand-new-calm-5");
    await page.getByLabel("Confirm new password").fill("brand-new-calm-5");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(
      page.getByText("Your password has been changed. You can now sign in with it."),
    ).toBeVisible();

    await page.getByRole("link", { name: "Go to sign in" }).click();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("brand-new-calm-5");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/user-details$/);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link ?? "");
    await expect(
      page.getByText("This link has expired or has already been used. Please request a new one."),
    ).toBeVisible();
  });
});

test.describe("protected pages", () => {
  test("a visitor is sent to login and lands back on the page after signing in", async ({
    page,
    signUpViaApi,
  }) => {
    const account = await signUpViaApi();
    await page.context().clearCookies();

    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
    await expect(page.getByText("Please sign in to continue where you left off.")).toBeVisible();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a forged or expired session cookie is sent to login with the same returnTo", async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([
        { name: "better-auth.session_token", value: "forged.token", url: baseURL ?? "" },
      ]);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });

  test("a returnTo to another site is ignored", async ({ page, signUpViaApi }) => {
    const account = await signUpViaApi();
    await page.context().clearCookies();

    await page.goto("/login?returnTo=https%3A%2F%2Fevil.example%2Fsteal");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/user-details$/);
  });

  test("/debug-auth shows the session state and nothing secret", async ({ page, signUpViaApi }) => {
    await page.goto("/debug-auth");
    await expect(page.getByTestId("debug-status")).toHaveText("Not signed in");
    await expectNoA11yViolations(page);

    const account = await signUpViaApi();
    await page.goto("/debug-auth");
    await expect(page.getByTestId("debug-status")).toHaveText("Signed in");
    await expect(page.getByTestId("debug-email")).toHaveText(account.email);
    await expect(page.getByTestId("debug-linked-sign-in-methods")).toHaveText("Email and password");
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name.endsWith("session_token"))?.value ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(await page.content()).not.toContain(token.split(".")[0]);
  });
});

test.describe("public pages", () => {
  for (const [path, heading] of [
    ["/terms", "Terms and conditions"],
    ["/privacy", "Privacy notice"],
  ] as const) {
    test(`${path} holds the real text and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("heading", { name: "In short" })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  test("the footer carries the disclaimer on every page", async ({ page }) => {
    for (const path of ["/", "/login", "/terms"]) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo")).toContainText(
        "The content is educational only and not a substitute for professional medical advice.",
      );
    }
  });

  test("an unknown page is a calm 404 with its own title, for a visitor and a signed-in person alike", async ({
    page,
    signUpViaApi,
  }) => {
    // A visitor is not sent to sign in for a page that does not exist (issue #15).
    for (const path of ["/no-such-page", "/dashboardx"]) {
      const visitor = await page.goto(path);
      expect(visitor?.status(), path).toBe(404);
      expect(page.url(), path).toContain(path);
      await expect(page).toHaveTitle("Page not found · Wristwise");
    }
    const main = page.getByRole("main");
    const header = page.getByRole("banner");
    await expect(main.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
    await signUpViaApi();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found · Wristwise");
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    // Signed in, the way back is their own dashboard, not the visitor's "Sign in".
    await expect(main.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await expect(header.getByRole("link", { name: "Account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("while the 404 asks who is reading, nobody is offered the wrong way back", async ({
    page,
    browser,
    signUpViaApi,
  }) => {
    // The status check held until the test lets it go: what shows meanwhile is what a slow
    // connection would show.
    const held: Array<() => Promise<void>> = [];
    await page.route("**/api/assessment/status", (route) => {
      held.push(() => route.continue());
    });
    const main = page.getByRole("main");
    const header = page.getByRole("banner");
    const letGo = async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await Promise.all(held.splice(0).map((release) => release()));
    };

    await signUpViaApi();
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // Signed in, and the answer not yet back: no "Sign in", no visitor's home link, and nothing
    // hidden can take the keyboard's focus.
    for (const name of ["Sign in", "Get started", "Go to the home page"])
      await expect(page.getByRole("link", { name })).toHaveCount(0);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).not.toHaveText(/Sign in|Get started|home page/);
    await letGo();
    await expect(main.getByRole("link", { name: "Go to your dashboard" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);

    // A visitor's links wait for the answer too, in the same place, then show.
    await page.context().clearCookies();
    await page.goto("/no-such-page");
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const signIn = header.getByRole("link", { name: "Sign in" });
    await expect(signIn).toHaveCount(0);
    await letGo();
    await expect(signIn).toBeVisible();
    await expect(main.getByRole("link", { name: "Go to the home page" })).toBeVisible();

    // A check that fails (offline, a server error) leaves the visitor's links, which work for all.
    await page.unroute("**/api/assessment/status");
    await page.route("**/api/assessment/status", (route) => route.abort());
    await page.goto("/no-such-page");
    await expect(main.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await expect(signIn).toBeVisible();

    // Without scripts nothing asks: the visitor's links show at once.
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScripts.newPage();
    await bare.goto(new URL("/no-such-page", page.url()).toString());
    await expect(bare.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(
      bare.getByRole("main").getByRole("link", { name: "Go to the home page" }),
    ).toBeVisible();
    await noScripts.close();
  });
});

test.describe("security and keyboard", () => {
  test("every response carries the security headers", async ({ request }) => {
    for (const path of ["/", "/login", "/api/health"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"], path).toContain("max-age=");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
  });

  test("health pages get the policy that lets no page connect to a measurement host", async ({
    request,
  }) => {
    const connectOf = async (path: string) => {
      const policy = (await request.get(path, { maxRedirects: 0 })).headers()[
        "content-security-policy"
      ];
      return policy?.split("; ").find((d) => d.startsWith("connect-src"));
    };
    // Marketing pages may send measurement (spec 3's tracking, with consent); health pages never.
    for (const path of ["/", "/pricing", "/wristpain"]) {
      expect(await connectOf(path), path).toContain("https://www.google-analytics.com");
    }
    for (const path of [
      "/exercises",
      "/exercises/wrist-extension-curl",
      "/preview/dashboard",
      "/dashboard",
      "/exercise-program/x/y",
      "/community-dashboard",
    ]) {
      expect(await connectOf(path), path).toBe("connect-src 'self'");
    }
    const demo = await request.get("/demos/wrist-extension-curl.svg");
    expect(demo.status()).toBe(200);
    expect(demo.headers()["cache-control"]).toContain("max-age=86400");
    expect(demo.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("session cookies are HttpOnly and SameSite", async ({ page, signUpViaApi }) => {
    await signUpViaApi();
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  });

  test("a person can sign in with the keyboard alone", async ({ page, signUpViaApi }) => {
    const account = await signUpViaApi();
    await page.context().clearCookies();
    await page.goto("/login");
    const email = page.getByLabel("Email");
    for (let i = 0; i < 15 && !(await email.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/user-details$/);
  });
});
