// Issue #19: Wristwise installs like an app: a manifest with its icons, and the browser's install
// prompt caught, re-emitted as ww:install-available (spec 4) and offered by an Install button.
import { expect, signInAs, test } from "./fixtures";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the manifest names the app, opens on the dashboard, and its icons are real PNGs of their sizes", async ({
  page,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await page.request.get(href ?? "")).json();
  expect(manifest).toMatchObject({
    name: "Wristwise",
    short_name: "Wristwise",
    start_url: "/dashboard",
    display: "standalone",
    theme_color: "#1d6660",
  });
  expect(
    manifest.icons.map((i: { purpose: string; sizes: string }) => [i.sizes, i.purpose]),
  ).toEqual([
    ["192x192", "any"],
    ["512x512", "any"],
    ["512x512", "maskable"],
  ]);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const [w, h] = icon.sizes.split("x").map(Number);
    expect(pngSize(await response.body())).toEqual({ width: w, height: h });
  }
});

test("the browser's install prompt is caught, re-emitted, and shown from the account's Install button", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "annual@demo.wristwise.app", baseURL);
  await page.goto("/account#install");
  const card = page.locator("#install");
  await expect(card.getByText("Your browser isn't offering installation right now.")).toBeVisible();
  // Sent until the page's listener (attached once the page has hydrated) catches it.
  await page.evaluate(() => {
    const w = window as unknown as { __seen: string[] };
    w.__seen = [];
    window.addEventListener("ww:install-available", () => w.__seen.push("available"));
  });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & {
          prompt: () => Promise<void>;
          userChoice: Promise<{ outcome: string }>;
        };
        event.prompt = async () => {
          (window as unknown as { __prompted: boolean }).__prompted = true;
        };
        event.userChoice = Promise.resolve({ outcome: "accepted" });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    )
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([
    "available",
  ]);
  await card.getByRole("button", { name: "Install Wristwise" }).click();
  await expect(card.getByText("Wristwise is installed.")).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted),
  ).toBe(true);
});
