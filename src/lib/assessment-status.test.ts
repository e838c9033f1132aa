// Spec 2's home behaviour reads this answer (complete → /dashboard, incomplete → /medical-screen,
// a failed check stays on the home page), and the not-found page reads whether someone is signed in.
import { afterEach, expect, it, vi } from "vitest";
import { parseAssessmentStatus, readAssessmentStatus } from "./assessment-status";

afterEach(() => {
  vi.unstubAllGlobals();
});

it.each([
  ["signed out", true, { signedIn: false }, { signedIn: false }],
  ["complete", true, { signedIn: true, complete: true }, { signedIn: true, complete: true }],
  ["incomplete", true, { signedIn: true, complete: false }, { signedIn: true, complete: false }],
  [
    "the completion check failed (503)",
    false,
    { signedIn: true, error: "The assessment completion check failed." },
    { signedIn: true, complete: null },
  ],
])("%s", (_label, ok, body, expected) => {
  expect(parseAssessmentStatus(ok, body)).toEqual(expected);
});

it.each([
  ["no body", true, null],
  ["a string", true, "ok"],
  ["signed in without completion", true, { signedIn: true }],
  ["completion not a boolean", true, { signedIn: true, complete: "yes" }],
  ["signedIn not a boolean", true, { signedIn: "true", complete: true }],
  ["an error status claiming signed out", false, { signedIn: false }],
  ["an error status claiming complete", false, { signedIn: true, complete: true }],
  ["an error status without a message", false, { signedIn: true }],
])("rejects %s", (_label, ok, body) => {
  expect(() => parseAssessmentStatus(ok, body)).toThrow("unexpected assessment status response");
});

it("asks the status route uncached and reads its answer", async () => {
  const fetch = vi.fn(() =>
    Promise.resolve(Response.json({ signedIn: true, complete: false }, { status: 200 })),
  );
  vi.stubGlobal("fetch", fetch);
  const controller = new AbortController();
  await expect(readAssessmentStatus(controller.signal)).resolves.toEqual({
    signedIn: true,
    complete: false,
  });
  expect(fetch).toHaveBeenCalledWith("/api/assessment/status", {
    cache: "no-store",
    signal: controller.signal,
  });
});

it("reads a 503 as signed in with completion unknown", async () => {
  vi.stubGlobal("fetch", () =>
    Promise.resolve(
      Response.json(
        { signedIn: true, error: "The assessment completion check failed." },
        { status: 503 },
      ),
    ),
  );
  await expect(readAssessmentStatus()).resolves.toEqual({ signedIn: true, complete: null });
});
