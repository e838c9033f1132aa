// Issue #19: the service worker and offline logging. A set and a day's log made with no connection
// wait on the device, are sent when it returns, and arrive exactly once, including a save whose
// answer was lost on the way back; the offline page answers a page load with no connection; the
// queue's route refuses bad input and other people's plans.
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, proAccount, test } from "./fixtures";

/** The card of one exercise on /exercise-program. */
const cardOf = (page: Page, name: string) =>
  page.locator("div", { has: page.getByRole("heading", { name }) }).last();

/** Fills and saves the full log form of the wrist extension curl. */
async function logCurl(page: Page, reps: string, pain: string) {
  const curl = cardOf(page, "Wrist extension curl");
  await page.getByRole("button", { name: "Log a set of Wrist extension curl" }).click();
  await curl.getByLabel("Reps (0–100)").fill(reps);
  await curl
    .getByRole("group", { name: "Pain during the set" })
    .getByLabel(pain, { exact: true })
    .check();
  await curl.getByLabel("Yes", { exact: true }).check();
  await curl.getByRole("button", { name: "Save set" }).click();
  return curl;
}

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("a set and a day's log made offline wait on the device and arrive once, back online", async ({
    page,
    context,
    signUpViaApi,
  }) => {
    await proAccount(page, signUpViaApi, "Noor Haddad");
    await page.goto("/exercise-program");
    // The worker is installed and in control, with the offline page kept.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
    await expect
      .poll(() =>
        page.evaluate(async () => (await caches.keys()).some((k) => k.includes("precache"))),
      )
      .toBe(true);

    await context.setOffline(true);
    const curl = await logCurl(page, "14", "3");
    await expect(curl.getByText("Saved on this device")).toBeVisible();
    const queue = page.getByRole("region", { name: "1 entry is waiting to be sent" });
    await expect(queue).toBeVisible();
    await expect(queue.getByText("You're offline.", { exact: false })).toBeVisible();
    await expect(queue.getByText("Wrist extension curl: 14 reps at 2 lb, pain 3/10")).toBeVisible();
    await expect(queue.getByText(/· waiting$/)).toBeVisible();
    await expectNoA11yViolations(page);

    // A day's load log, offline too.
    await page.goto("/load-tracking").catch(() => {});
    // With no connection the worker answers the page load with the offline page.
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByText("Nothing you've saved is lost.")).toBeVisible();
    await expectNoA11yViolations(page);

    // Back online: "Try again" loads the page, and the waiting set is sent on arrival.
    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Load tracking", level: 1 })).toBeVisible();
    const sent = page.getByRole("region", { name: "Your offline entries have been sent" });
    await expect(sent).toBeVisible();
    await expect(sent.getByText(/· sent \d\d:\d\d/)).toBeVisible();

    // Now the day's log, offline on the load page.
    await context.setOffline(true);
    await expect(page.getByRole("heading", { name: "Log today" })).toBeVisible();
    await page.getByLabel("Keyboard and mouse").fill("6");
    await page.getByLabel("Gaming", { exact: true }).fill("0");
    await page.getByLabel("Other (tools, music, sport)").fill("0");
    await page.getByLabel("Breaks taken").fill("3");
    for (const [legend, value] of <const>[
      ["Pain this morning", "2"],
      ["Pain this evening", "3"],
      ["Morning stiffness lasted", "Under 15 min"],
    ])
      await page.getByRole("group", { name: legend }).getByLabel(value, { exact: true }).check();
    // A mistake is caught before anything waits: the form's own schema, offline too.
    await page.getByLabel("Keyboard and mouse").fill("25");
    await page.getByRole("button", { name: "Save this day" }).click();
    await expect(page.getByText("A day has 24 hours at most.")).toBeVisible();
    await expect(page.getByRole("region", { name: /waiting to be sent/ })).toHaveCount(0);
    await page.getByLabel("Keyboard and mouse").fill("6");
    await page.getByRole("button", { name: "Save this day" }).click();
    await expect(page.getByRole("region", { name: "1 entry is waiting to be sent" })).toBeVisible();
    await context.setOffline(false);
    await expect(
      page.getByRole("region", { name: "Your offline entries have been sent" }),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Edit your log for today" })).toBeVisible();
    // Exactly once each: the program shows the set once, and the export has it once.
    await page.goto("/exercise-program");
    await expect(
      cardOf(page, "Wrist extension curl").getByText(/14 reps at 2 lb · pain 3\/10/),
    ).toHaveCount(1);
    const csv = await (await page.request.get("/api/progress/export")).text();
    expect(csv.split("\n").filter((l) => l.includes('"wrist-extension-curl"'))).toHaveLength(1);
    expect(csv.split("\n").filter((l) => l.startsWith('"load_day"'))).toHaveLength(1);
  });
});

test.describe("without the service worker", () => {
  test("a set whose answer was lost is sent again and saved once", async ({
    page,
    signUpViaApi,
  }) => {
    await proAccount(page, signUpViaApi, "Ines Duarte");
    await page.goto("/exercise-program");
    await expect(
      page.getByRole("button", { name: "Log a set of Wrist extension curl" }),
    ).toBeEnabled();
    // The save reaches the server, but its answer never comes back.
    let cut = 0;
    await page.route("**/exercise-program", async (route) => {
      if (route.request().method() === "POST" && cut === 0) {
        cut++;
        await route.fetch();
        await route.abort("connectionreset");
      } else await route.continue();
    });
    const curl = await logCurl(page, "13", "1");
    await expect(curl.getByText("Saved on this device")).toBeVisible();
    // Sent again under the same id: the server knows it, nothing is doubled.
    await expect(
      page.getByRole("region", { name: "Your offline entries have been sent" }),
    ).toBeVisible();
    await page.reload();
    await expect(
      cardOf(page, "Wrist extension curl").getByText(/13 reps at 2 lb · pain 1\/10/),
    ).toHaveCount(1);
    expect(cut).toBe(1);
  });

  test("the queue's route takes each entry once and refuses what it should", async ({
    page,
    baseURL,
    signUpViaApi,
  }) => {
    const post = (data: unknown, headers: Record<string, string> = {}) =>
      page.request.post("/api/offline-logs", {
        data: typeof data === "string" ? data : JSON.stringify(data),
        headers: { "content-type": "application/json", origin: baseURL ?? "", ...headers },
      });
    const set = {
      slug: "wrist-extension-curl",
      reps: 10,
      weightLbs: 2,
      restBreaks: 0,
      pain: 2,
      morningSettled: null,
    };
    const userIdOf = async () =>
      ((await (await page.request.get("/api/account/export")).json()).profile as { userId: string })
        .userId;
    const base = { clientId: "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b", kind: "set", data: set };

    // Signed out: 401, so the browser keeps the entry for later.
    expect((await post({ ...base, userId: "someone" })).status()).toBe(401);

    // A free person: their plan has no tracking.
    await signUpViaApi({ name: "Free Person" });
    const freeId = await userIdOf();
    const free = await post({ ...base, userId: freeId });
    expect(free.status()).toBe(403);
    expect((await free.json()).error).toBe(
      "Logging your sets is part of Pro. Your program and its instructions stay free.",
    );

    await proAccount(page, signUpViaApi, "Tomas Berg");
    // The program is made on the first visit to it, as it is for anyone who logs.
    await page.goto("/exercise-program");
    const entry = { ...base, userId: await userIdOf() };
    const refusals: [string, unknown, Record<string, string>, number][] = [
      // The free person's entry, sent with this person's session: theirs, never saved here.
      ["someone else's entry", { ...entry, userId: freeId }, {}, 401],
      ["another site", entry, { origin: "https://evil.example" }, 403],
      ["not JSON", "{", {}, 400],
      ["form encoded", entry, { "content-type": "application/x-www-form-urlencoded" }, 415],
      ["a bad client id", { ...entry, clientId: "1" }, {}, 400],
      ["an unknown kind", { ...entry, kind: "mood" }, {}, 400],
      ["an extra field", { ...entry, owner: "someone-else" }, {}, 400],
      ["reps out of range", { ...entry, data: { ...set, reps: 101 } }, {}, 400],
      ["a NUL byte", { ...entry, data: { ...set, slug: "a\u0000b" } }, {}, 400],
      ["an exercise not in the program", { ...entry, data: { ...set, slug: "made-up" } }, {}, 422],
      [
        "a set 31 days old",
        {
          ...entry,
          data: { ...set, loggedAt: new Date(Date.now() - 31 * 86_400_000).toISOString() },
        },
        {},
        422,
      ],
    ];
    for (const [name, body, headers, status] of refusals)
      expect((await post(body, headers)).status(), name).toBe(status);

    const first = await post(entry);
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ ok: true, status: "saved" });
    const again = await post(entry);
    expect(await again.json()).toMatchObject({
      ok: true,
      status: "duplicate",
      id: (await first.json()).id,
    });
    const csv = await (await page.request.get("/api/progress/export")).text();
    expect(csv.split("\n").filter((l) => l.includes('"wrist-extension-curl"'))).toHaveLength(1);
  });
});
