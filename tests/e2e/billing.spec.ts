import type { Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  proAccount,
  recordTracking,
  signInAs,
  test,
} from "./fixtures";

async function assessedAccount(
  page: Page,
  signUpViaApi: (o?: { name?: string }) => Promise<{ email: string }>,
  name: string,
) {
  const account = await signUpViaApi({ name });
  const patched = await page.request.post("/api/test/profile", {
    data: { termsAccepted: true, completedAssessment: true },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  return account;
}

async function payWith(page: Page, number: string, expiry = "12 / 30", cvc = "123") {
  await page.getByLabel("Name on card").fill("Robin Reyes");
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill(expiry);
  await page.getByLabel("Security code").fill(cvc);
}

/** Buys the expert video calls add-on on /go-pro with the test card. */
async function buyExpertCalls(page: Page) {
  await page.goto("/go-pro?addonType=expertVideoCalls");
  await page
    .locator("#addon-expertVideoCalls")
    .getByRole("button", { name: "Add Expert video calls" })
    .click();
  await expect(page).toHaveURL(/\/test-checkout\?session=cs_local_/);
  await payWith(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?checkout=/);
}

test.describe("plans and payments", () => {
  test("a free person buys Pro annual on the test checkout and logs a set straight after", async ({
    page,
    signUpViaApi,
    readOutbox,
  }) => {
    const events = await recordTracking(page);
    const account = await assessedAccount(page, signUpViaApi, "Robin Reyes");
    await page.goto("/exercise-program");
    await expect(page.getByRole("button", { name: /^Log a set/ })).toHaveCount(0);

    await page.goto("/go-pro?source=exercise-program");
    await expect(page.getByRole("heading", { name: "Go Pro", level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await page
      .getByRole("article", { name: "Pro annual" })
      .getByRole("button", { name: "Choose Pro annual" })
      .click();
    await expect(page).toHaveURL(/\/test-checkout\?session=cs_local_/);
    await expect(page.getByRole("heading", { name: "Pay securely" })).toBeVisible();
    await expect(page.getByText("Due today")).toBeVisible();
    await expectNoA11yViolations(page);

    // A declined card: a clear message, nothing taken, what was typed kept.
    await payWith(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $99" }).click();
    await expect(page.getByText("Your card was declined. No money was taken.")).toBeVisible();
    await expect(page.getByLabel("Name on card")).toHaveValue("Robin Reyes");
    // An expiry in the past, and a bad security code.
    await payWith(page, "4242 4242 4242 4242", "01 / 20", "12");
    await page.getByRole("button", { name: "Pay $99" }).click();
    await expect(
      page.getByText("Enter the 3-digit security code from the back of the card."),
    ).toBeVisible();
    await payWith(page, "4242 4242 4242 4242", "01 / 20", "123");
    await page.getByRole("button", { name: "Pay $99" }).click();
    await expect(
      page.getByText("This card has expired. Please check the expiry date."),
    ).toBeVisible();

    await payWith(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $99" }).click();
    await expect(page).toHaveURL(/\/payment-success\?checkout=/);
    await expect(page.getByRole("heading", { name: "Thank you: you're all set" })).toBeVisible();
    await expectNoA11yViolations(page);
    const receipt = await readOutbox(account.email);
    expect(receipt.subject).toBe("Your Wristwise receipt: Pro annual");
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: "InitiateCheckout",
          props: expect.objectContaining({ planId: "annual" }),
        }),
        expect.objectContaining({ event: "AddPaymentInfo" }),
        expect.objectContaining({
          event: "Purchase",
          props: expect.objectContaining({ tier: "annual", value: 99 }),
        }),
        expect.objectContaining({ event: "Subscribe" }),
      ]),
    );

    // Logging works at once.
    await page.getByRole("link", { name: "Log today's exercises" }).click();
    await page.getByRole("button", { name: "Quick log Wrist extension hold" }).click();
    const hold = page
      .locator("div", { has: page.getByRole("heading", { name: "Wrist extension hold" }) })
      .last();
    await hold
      .getByRole("group", { name: "Pain during the set" })
      .getByLabel("2", { exact: true })
      .click();
    await expect(hold.getByText(/pain 2\/10/)).toBeVisible();

    // The account shows the plan, its renewal and the payment.
    await page.goto("/account");
    await expect(page.getByText("Pro annual").first()).toBeVisible();
    await expect(page.getByText(/Renews on/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Payment history" })).toContainText("$99");
  });

  test("a subscriber upgrades, then cancels and resumes in the app", async ({
    page,
    signUpViaApi,
  }) => {
    await assessedAccount(page, signUpViaApi, "Sam Switch");
    await page.goto("/appcheckout?planId=1month");
    await expect(page.getByRole("heading", { name: "You chose Pro monthly" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4242424242424242");
    await page.getByRole("button", { name: "Pay $14.99" }).click();
    await expect(page.getByRole("heading", { name: "Thank you: you're all set" })).toBeVisible();

    await page.goto("/switch-plan");
    await expect(page.getByRole("heading", { name: "Your plan now: Pro monthly" })).toBeVisible();
    await expectNoA11yViolations(page);
    const annual = page.getByRole("article", { name: "Pro annual" });
    await annual.getByRole("button", { name: "Switch to Pro annual" }).click();
    await annual.getByRole("button", { name: "Confirm: switch to Pro annual" }).click();
    // The Pro annual card goes once it is the person's plan; the page says what happened above it.
    await expect(
      page.getByRole("status").getByText("Done: your new plan has started."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your plan now: Pro annual" })).toBeVisible();
    await expect(annual).toHaveCount(0);
    await page.goto("/switch-plan?changed=__proto__");
    await expect(page.getByRole("heading", { name: "Your plan now: Pro annual" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);

    await page.goto("/account");
    await page.getByRole("button", { name: "Cancel plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your plan?" });
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel plan" }).click();
    await expect(page.getByText(/Cancelled\. You keep access until/)).toBeVisible();
    await expect(page.getByText(/Ends on/)).toBeVisible();
    await page.getByRole("button", { name: "Resume my plan" }).click();
    await expect(page.getByText("Resumed. Your plan renews as before.")).toBeVisible();
    await expect(page.getByText(/Renews on/)).toBeVisible();
  });

  test("a visitor picks a plan, signs up, and lands back in the same checkout", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: "Plans and pricing" })).toBeVisible();
    await expect(page.getByRole("table", { name: "What each plan includes" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Choose Pro 3-month" }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fgo-pro%3FplanId%3D3month.*&checkout=true/);
    await expect(page.getByText("Please sign in to continue to checkout.")).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem("ww_checkout_context"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ planId: "3month", originalPath: "/go-pro" });
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Your name").fill("Vic Visitor");
    await page.getByLabel("Email").fill(`visitor-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("steady-hands-24");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/go-pro\?planId=3month/);
    const terms = page.getByRole("dialog", { name: "Before you continue" });
    await terms.getByRole("checkbox").check();
    await terms.getByRole("button", { name: "Accept" }).click();
    await expect(terms).toBeHidden();
    await expect(page.getByRole("heading", { name: "Your choice" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Pro 3-month" }).first()).toBeVisible();
  });

  test("a tampered plan is refused clearly, and the free trial starts once", async ({
    page,
    signUpViaApi,
  }) => {
    await assessedAccount(page, signUpViaApi, "Tess Trial");
    await page.goto("/go-pro?planId=platinum");
    await expect(page.getByText("That plan isn't one we offer.")).toBeVisible();
    await page.goto("/freetrialstart?planId=annual");
    await expect(
      page.getByRole("heading", { name: "Start your free trial of Pro annual" }),
    ).toBeVisible();
    await page.getByRole("button", { name: /Continue: add a card/ }).click();
    await payWith(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Start free trial" }).click();
    await expect(page).toHaveURL(/\/free-trial-success\?checkout=/);
    await expect(page.getByRole("heading", { name: "Your free trial has started" })).toBeVisible();
    await page.goto("/account");
    await expect(page.getByText("Free trial", { exact: true })).toBeVisible();
    await page.goto("/freetrialstart?planId=annual");
    await expect(page.getByText(/already have one|already had your free trial/)).toBeVisible();
  });

  test("Lifetime Community is not sold the chat role its plan includes; other add-ons still are", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "community@demo.wristwise.app", baseURL);
    // Where the public /community-chat page leads.
    await page.goto("/go-pro?addonType=discordRole&source=community-chat");
    const chatRole = page.locator("#addon-discordRole");
    await expect(chatRole.getByText("Included in your plan")).toBeVisible();
    await expect(chatRole.getByRole("button")).toHaveCount(0);
    await expect(
      page
        .locator("#addon-expertVideoCalls")
        .getByRole("button", { name: "Add Expert video calls" }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("a person with the chat role running is not sold it again, on any checkout page", async ({
    page,
    signUpViaApi,
  }) => {
    await assessedAccount(page, signUpViaApi, "Cass Chat");
    await page.goto("/go-pro?addonType=discordRole");
    await page
      .locator("#addon-discordRole")
      .getByRole("button", { name: "Add Community chat role" })
      .click();
    await expect(page).toHaveURL(/\/test-checkout\?session=cs_local_/);
    await payWith(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay \$4\.99/ }).click();
    await expect(page).toHaveURL(/\/payment-success\?checkout=/);

    for (const path of ["/go-pro?addonType=discordRole", "/switch-plan?addonType=discordRole"]) {
      await page.goto(path);
      const chatRole = page.locator("#addon-discordRole");
      await expect(chatRole.getByText("You have this add-on.")).toBeVisible();
      await expect(chatRole.getByRole("button")).toHaveCount(0);
      await expect(
        chatRole.getByRole("link", { name: "See it on your account page" }),
      ).toHaveAttribute("href", "/account");
    }
    await page.goto("/appcheckout?addonType=discordRole");
    await expect(
      page.getByText("You already have this add-on. It's listed on your account page."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("a monthly add-on is cancelled and resumed from the account page, and the plan stays", async ({
    page,
    signUpViaApi,
  }) => {
    await assessedAccount(page, signUpViaApi, "Ada Addon");
    await buyExpertCalls(page);

    await page.goto("/account");
    const addon = page.getByRole("listitem").filter({ hasText: "Expert video calls" });
    await expect(addon).toContainText(/Renews on/);
    await addon.getByRole("button", { name: "Cancel expert calls" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel the expert video calls add-on?" });
    await expect(dialog).toContainText("Your plan doesn't change.");
    await expectNoA11yViolations(page);
    // Changing one's mind closes the dialog and changes nothing.
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(addon).toContainText(/Renews on/);

    await addon.getByRole("button", { name: "Cancel expert calls" }).click();
    await dialog.getByRole("button", { name: "Cancel expert calls" }).click();
    await expect(
      page.getByText(
        /^Cancelled\. You keep the expert calls add-on until .+, and nothing more will be charged for it\.$/,
      ),
    ).toBeVisible();
    await expect(addon).toContainText(/Ends on/);
    // The plan's own controls are not touched: a free person has no plan to cancel.
    await expect(page.getByRole("button", { name: "Cancel plan" })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // A reload shows what was saved.
    await page.reload();
    await expect(addon).toContainText(/Ends on/);
    await addon.getByRole("button", { name: "Resume expert calls" }).click();
    await expect(
      page.getByText("Resumed. The expert calls add-on renews as before."),
    ).toBeVisible();
    await expect(addon).toContainText(/Renews on/);
    await expect(addon.getByRole("button", { name: "Cancel expert calls" })).toBeVisible();
  });

  test("a past-due add-on says its payment failed, and cancelling ends it now so that payment is never taken", async ({
    page,
    signUpViaApi,
  }) => {
    await assessedAccount(page, signUpViaApi, "Pat Pastdue");
    await buyExpertCalls(page);
    // The month's renewal is declined, as a card can be on Stripe.
    const failed = await page.request.post("/api/test/renewal-failed", {
      data: { subscription: "expertVideoCalls" },
    });
    expect(failed.ok(), await failed.text()).toBe(true);

    // A link cannot say the add-on has ended while it runs on.
    await page.goto("/account?ended=expertVideoCalls");
    await expect(page.getByText(/^Cancelled\./)).toHaveCount(0);
    await page.goto("/account");
    const addon = page.getByRole("listitem").filter({ hasText: "Expert video calls" });
    await expect(addon.getByRole("alert")).toHaveText(
      "The last payment for the expert calls add-on didn't go through, and we'll try your card again. If you'd rather stop it, cancelling ends it now and that payment won't be taken.",
    );
    await expect(addon.getByRole("button", { name: "Resume expert calls" })).toHaveCount(0);
    // It does not renew as things stand: it ends when its grace does, unless the card is taken.
    await expect(addon).toContainText(/· Ends on \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(addon).not.toContainText("Renews on");
    await expectNoA11yViolations(page);

    await addon.getByRole("button", { name: "Cancel expert calls" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel the expert video calls add-on?" });
    await expect(dialog).toContainText(
      "Its last payment didn't go through. Cancelling ends it now: that payment won't be taken, and it adds no more calls. Your plan doesn't change.",
    );
    await expectNoA11yViolations(page);
    // Changing one's mind changes nothing.
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(addon.getByRole("alert")).toBeVisible();

    await addon.getByRole("button", { name: "Cancel expert calls" }).click();
    await dialog.getByRole("button", { name: "Cancel now" }).click();
    await expect(page).toHaveURL(/\/account\?ended=expertVideoCalls$/);
    const done =
      "Cancelled. The expert calls add-on has ended, and its unpaid payment won't be taken.";
    await expect(page.getByRole("status").filter({ hasText: done })).toBeVisible();
    // The keyboard carries on from the message, not from the top of the page.
    await expect(page.locator(":focus")).toContainText(done);
    // Ended, not set to stop later: the add-on is gone from the plan, with nothing to manage.
    await expect(addon).toHaveCount(0);
    await expect(page.getByRole("button", { name: /expert calls/ })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // Nor of one the person never had.
    await page.goto("/account?ended=discordRole");
    await expect(page.getByText(/^Cancelled\./)).toHaveCount(0);
    // Nothing is left running at the provider to retry or renew.
    const again = await page.request.post("/api/test/renewal-failed", {
      data: { subscription: "expertVideoCalls" },
    });
    expect(again.status()).toBe(404);
  });

  test("a past-due plan says so with the day Pro lasts to, and cancelling ends it now", async ({
    page,
    signUpViaApi,
  }) => {
    await proAccount(page, signUpViaApi, "Val Declined");
    const failed = await page.request.post("/api/test/renewal-failed", {
      data: { subscription: "plan" },
    });
    expect(failed.ok(), await failed.text()).toBe(true);

    // A link cannot say the plan has ended while it runs on.
    await page.goto("/account?ended=plan");
    await expect(page.getByText(/^Cancelled\./)).toHaveCount(0);
    await page.goto("/account");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      /^Your last renewal payment didn't go through\. We'll try your card again, and you keep Pro until \d{1,2} [A-Z][a-z]+ \d{4} at the latest: please update your card so nothing is interrupted\. If you'd rather stop, cancelling ends your plan now and that payment won't be taken\.$/,
    );
    // The plan itself says the same: a failed payment, ending on the day the notice gives.
    const notice = (await page.getByRole("main").getByRole("alert").textContent()) ?? "";
    const graceEnd = /until (.+) at the latest/.exec(notice)?.[1];
    await expect(page.getByText(`Ends on ${graceEnd}`, { exact: true })).toBeVisible();
    await expect(page.getByText("Payment failed", { exact: true })).toBeVisible();
    // Nothing to resume while a payment is owed: only cancelling, which ends it now.
    await expect(page.getByRole("button", { name: "Resume my plan" })).toHaveCount(0);
    await page.getByRole("button", { name: "Cancel plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your plan?" });
    await expect(dialog).toContainText(
      "Its last payment didn't go through. Cancelling ends your plan now: that payment won't be taken, and your account moves to the free plan. Your program and your logs stay.",
    );
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel now" }).click();
    await expect(page).toHaveURL(/\/account\?ended=plan$/);
    const done =
      "Cancelled. Your plan has ended, and its unpaid payment won't be taken. You're on the free plan now, and your program and your logs stay.";
    await expect(page.getByRole("status").filter({ hasText: done })).toBeVisible();
    await expect(page.locator(":focus")).toContainText(done);
    // (Next's route announcer is an alert of its own, outside the page's main content.)
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Cancel plan|Resume my plan/ })).toHaveCount(0);
    // Pro has ended with the plan: the account is on the free plan, with Go Pro offered.
    await expect(page.locator("dd").filter({ hasText: /^Free$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Pro" })).toBeVisible();
  });

  test("buying Lifetime Community stops paying for the chat role it includes, and says so", async ({
    page,
    signUpViaApi,
  }) => {
    await assessedAccount(page, signUpViaApi, "Lee Lifetime");
    for (const path of [
      "/appcheckout?addonType=discordRole",
      "/appcheckout?planId=lifetime_community",
    ]) {
      await page.goto(path);
      await page.getByRole("button", { name: "Continue to payment" }).click();
      await expect(page).toHaveURL(/\/test-checkout\?session=cs_local_/);
      await payWith(page, "4242 4242 4242 4242");
      await page.getByRole("button", { name: /^Pay \$/ }).click();
      await expect(page).toHaveURL(/\/payment-success\?checkout=/);
    }
    await page.goto("/account");
    const addon = page.getByRole("listitem").filter({ hasText: "Community chat role" });
    await expect(addon).toContainText(/Ends on/);
    await expect(addon).toContainText(
      "Your plan includes the chat role now, so you keep it. This add-on won't renew, and won't be charged again.",
    );
    await expect(addon.getByRole("button")).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});
