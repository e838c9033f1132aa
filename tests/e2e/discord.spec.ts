// Issue #20: linking Discord in a browser, against the local Discord stand-in the e2e server is
// configured with (tests/e2e/discord-stand-in.mjs; no test reaches the network). Signed out, the
// link and unlink addresses say spec 8's messages; community@demo links from the community
// settings, arrives in the server with the role, and unlinks; the uid in the address is never used.
import { discordPort } from "../../playwright.config";
import { expect, expectNoA11yViolations, signInAs, test, uniqueEmail } from "./fixtures";

const STAND_IN = `http://localhost:${discordPort}`;
const ROLE = "900000000000000002";

type TStandInState = { members: Record<string, string[]>; revoked: number };

async function standInState(request: import("@playwright/test").APIRequestContext) {
  const response = await request.get(`${STAND_IN}/_control/state`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TStandInState;
}

// One community account, linked and unlinked in turn.
test.describe.configure({ mode: "serial" });

test("signed out, linking and unlinking send the person to sign in with spec 8's messages", async ({
  page,
  baseURL,
}) => {
  await page.goto("/api/auth/discord?action=link:someone-else");
  await expect(page).toHaveURL(/\/login\?notice=discordLink/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "You must be logged in to link a Discord account",
  );
  // Signing in returns to the community settings.
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/community-dashboard/settings");

  const unlink = await page.request.post("/api/auth/discord", {
    form: { action: "unlink", returnTo: "/account" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(unlink.status()).toBe(303);
  const location = unlink.headers().location ?? "";
  expect(location).toContain("/login?notice=discordUnlink&returnTo=%2Faccount");
  await page.goto(location);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "You must be logged in to unlink Discord account",
  );
  // A script gets the message as JSON, and another site's form gets nothing.
  const json = await page.request.post("/api/auth/discord?action=unlink", {
    data: {},
    headers: { origin: baseURL ?? "" },
  });
  expect(json.status()).toBe(401);
  expect(await json.json()).toEqual({
    ok: false,
    error: "You must be logged in to unlink Discord account",
  });
  const forged = await page.request.post("/api/auth/discord", {
    form: { action: "unlink" },
    headers: { origin: "https://evil.example" },
  });
  expect(forged.status()).toBe(403);
  const bad = await page.request.get("/api/auth/discord?action=steal");
  expect(bad.status()).toBe(400);
});

test("community@demo links Discord from the settings, gets the role, and unlinks", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "community@demo.wristwise.app", baseURL);
  await page.goto("/community-dashboard/settings");
  const card = page.getByRole("region", { name: "Discord" });
  await expect(
    card.getByText(/add you to the Wristwise server with the community role/),
  ).toBeVisible();

  // Another person's id in the address changes nothing: the session's own account is linked.
  const link = card.getByRole("link", { name: "Link Discord" });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/api\/auth\/discord\?action=link:[A-Za-z0-9_-]+&returnTo=/);
  // Sent here by another site's link, a signed-in person lands on the page to choose.
  const crossSite = await page.request.get(href, {
    headers: { "sec-fetch-site": "cross-site" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(303);
  expect(crossSite.headers().location).toMatch(
    /\/community-dashboard\/settings\?discord=start-here#discord$/,
  );
  await page.goto(href.replace(/link:[A-Za-z0-9_-]+/, "link:not-my-account"));

  // Discord's consent (the stand-in's form).
  await expect(page).toHaveURL(new RegExp(`^${STAND_IN}/api/oauth2/authorize`));
  expect(new URL(page.url()).searchParams.get("scope")?.split(" ")).toContain("guilds.join");
  await page.getByLabel("Discord user id").fill("810000000000000001");
  await page.getByLabel("Username").fill("calm_member");
  await page.getByRole("button", { name: "Authorise" }).click();

  await expect(page).toHaveURL(/\/community-dashboard\/settings\?discord=linked#discord$/);
  await expect(card.getByRole("status")).toHaveText("Discord account successfully linked!");
  await expect(card.getByText("calm_member")).toBeVisible();
  await expect(
    card.getByText("You have the community role in the Wristwise Discord server."),
  ).toBeVisible();
  expect((await standInState(page.request)).members["810000000000000001"]).toEqual([ROLE]);

  // The account page shows the same link.
  await page.goto("/account");
  await expect(
    page.getByRole("region", { name: "Discord" }).getByText("calm_member"),
  ).toBeVisible();

  await page.goto("/community-dashboard/settings");
  const revokedBefore = (await standInState(page.request)).revoked;
  await card.getByRole("button", { name: "Unlink Discord" }).click();
  await expect(page).toHaveURL(/\/community-dashboard\/settings\?discord=unlinked#discord$/);
  await expect(card.getByRole("status")).toHaveText(
    "Your Discord account is unlinked, and any community role it had is removed.",
  );
  await expect(card.getByRole("link", { name: "Link Discord" })).toBeVisible();
  const after = await standInState(page.request);
  expect(after.members["810000000000000001"]).toEqual([]);
  expect(after.revoked).toBe(revokedBefore + 1);
});

test("cancelling at Discord changes nothing and says so", async ({ page, baseURL }) => {
  await signInAs(page, "community@demo.wristwise.app", baseURL);
  await page.goto("/community-dashboard/settings");
  await page
    .getByRole("region", { name: "Discord" })
    .getByRole("link", { name: "Link Discord" })
    .click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/community-dashboard\/settings\?discord=error#discord$/);
  const card = page.getByRole("region", { name: "Discord" });
  await expect(card.getByRole("alert")).toHaveText(
    "Discord didn't finish linking your account. Nothing has changed; please try again.",
  );
  await expect(card.getByRole("link", { name: "Link Discord" })).toBeVisible();
});

test("a person whose plan has no role links from the account page and is told so", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "annual@demo.wristwise.app", baseURL);
  await page.goto("/account");
  const card = page.getByRole("region", { name: "Discord" });
  await card.getByRole("link", { name: "Link Discord" }).click();
  await page.getByLabel("Discord user id").fill("810000000000000002");
  await page.getByLabel("Username").fill("annual_reader");
  await page.getByRole("button", { name: "Authorise" }).click();
  await expect(page).toHaveURL(/\/account\?discord=linked#discord$/);
  await expect(card.getByText("annual_reader")).toBeVisible();
  await expect(card.getByText(/Your plan doesn't include the community role/)).toBeVisible();
  expect((await standInState(page.request)).members["810000000000000002"]).toBeUndefined();
  await card.getByRole("button", { name: "Unlink Discord" }).click();
  await expect(page).toHaveURL(/\/account\?discord=unlinked#discord$/);
});

test("signing up with Discord needs an address Discord has verified; one it has makes the account", async ({
  page,
}) => {
  const signUpWithDiscord = async (id: string, email: string, verified: "yes" | "no") => {
    await page.context().clearCookies();
    await page.goto("/login");
    // A new tab, as for a new person: the terms dialog shows once per tab.
    await page.evaluate(() => sessionStorage.clear());
    await page.getByRole("button", { name: "Continue with Discord" }).click();
    await page.getByLabel("Discord user id").fill(id);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Email verified at Discord").selectOption({ label: verified });
    await page.getByRole("button", { name: "Authorise" }).click();
  };
  const stamp = Date.now();
  const notMine = uniqueEmail("not-mine");
  const verified = uniqueEmail("discord-verified");

  // Someone else's address, not verified at Discord: no account, and the page says why.
  await signUpWithDiscord(`8100${stamp}`, notMine, "no");
  await expect(page).toHaveURL(/\/login\?error=oauth&error=email_not_verified/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "That account's email address isn't verified with the provider yet, so we can't create a Wristwise account from it. Please verify it there and try again, or create an account with your email and password.",
  );
  await expectNoA11yViolations(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  // Where a provider returns with no returnTo sends nobody signed in anywhere but sign-in.
  const anon = await page.request.get("/api/session/continue", { maxRedirects: 0 });
  expect(anon.status()).toBe(303);
  expect(new URL(anon.headers().location ?? "").pathname).toBe("/login");
  // The address's owner can still create their account with it.
  await page.goto("/signup");
  await page.getByLabel("Your name").fill("Robin Hale");
  await page.getByLabel("Email").fill(notMine);
  await page.getByLabel("Password", { exact: true }).fill("gentle-stretch-9");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/user-details$/);

  // An address Discord has verified: the account is made and signed in.
  await signUpWithDiscord(`8200${stamp}`, verified, "yes");
  // Signed in, and on to where a new person starts (/api/session/continue): the assessment's
  // first step with the terms to accept, as after an email sign-up. The account page shows
  // Discord as the way in.
  await expect(page).toHaveURL(/\/user-details$/);
  await expect(page.getByRole("dialog", { name: "Before you continue" })).toBeVisible();
  await page.goto("/account");
  await expect(page.getByText(verified, { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Linked sign-in methods" })).toHaveText("Discord");
});

test("an account whose email isn't confirmed yet is asked to confirm it before linking Discord", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi({ name: "Sam Reed" });
  const patched = await page.request.post("/api/test/profile", {
    data: { termsAccepted: true, userDetailsCompleted: true },
  });
  expect(patched.ok()).toBe(true);
  await page.goto("/account");
  const card = page.getByRole("region", { name: "Discord" });
  await card.getByRole("link", { name: "Link Discord" }).click();
  // Nothing went to Discord: the page says what to do first.
  await expect(page).toHaveURL(/\/account\?discord=confirm-email#discord$/);
  await expect(card.getByRole("alert")).toHaveText(
    "Please confirm your email address first, with the link we emailed you (you can send a new one from your account page). Then link Discord. Nothing has changed.",
  );
  await expect(card.getByRole("link", { name: "Link Discord" })).toBeVisible();
});
