// Issue #20: linking Discord in a browser, against the local Discord stand-in the e2e server is
// configured with (tests/e2e/discord-stand-in.mjs; no test reaches the network). Signed out, the
// link and unlink addresses say spec 8's messages; community@demo links from the community
// settings, arrives in the server with the role, and unlinks; the uid in the address is never used.
import { discordPort } from "../../playwright.config";
import { expect, signInAs, test } from "./fixtures";

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
