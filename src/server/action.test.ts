// The action wrapper (issue #11): session, plan, zod, AppError and unknown failures, once.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError, ERROR_MESSAGES } from "@/lib/errors";

const access = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("./access/get-current-access", () => ({ getCurrentAccess: async () => access.current }));

const { defineAction, definePublicAction } = await import("./action");
const { logger } = await import("./logger");

function signedIn(tier: string, profile: object | null = {}) {
  return { session: { user: { id: "u1" }, session: { id: "s1" } }, tier, profile, route: {} };
}

const handler = vi.fn(async (input: { reps: number }) => input.reps * 2);
const logSet = defineAction({
  name: "test-log",
  input: z.object({ reps: z.number().int().min(0, "Reps can't be negative.") }),
  feature: "tracking",
  handler,
});

beforeEach(() => {
  handler.mockClear();
  access.current = signedIn("1month");
});

describe("unsafe input (#12 finding 8)", () => {
  const note = defineAction({
    name: "test-note",
    input: z.object({ note: z.string(), tags: z.array(z.string()).optional() }),
    handler: async () => "saved",
  });

  it.each([
    [{ note: "sore\u0000" }, "note"],
    [{ note: "ok", tags: ["a", "b\u0000c"] }, "tags.1"],
    [{ "bad\u0000key": "x", note: "ok" }, "form"],
    [{ note: "ok", tags: JSON.parse(`${"[".repeat(20)}${"]".repeat(20)}`) }, "form"],
  ])("refuses %j on its field before anything reads it", async (input, field) => {
    const result = await note(input);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { [field]: ERROR_MESSAGES["unsafe-characters"] },
    });
  });

  it("refuses a NUL in a form field and hands back what was typed", async () => {
    const form = new FormData();
    form.set("note", "a\u0000b");
    const result = await note(undefined, form);
    expect(result).toMatchObject({ ok: false, values: { note: "a\u0000b" } });
  });

  it("a lost database connection reads as such, not as a generic failure", async () => {
    const lost = defineAction({
      name: "test-lost",
      input: z.object({}),
      handler: async () => {
        throw Object.assign(new Error("terminating connection due to administrator command"), {
          code: "57P01",
        });
      },
    });
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(await lost({})).toMatchObject({ formError: ERROR_MESSAGES["database-unavailable"] });
    error.mockRestore();
  });
});

describe("defineAction", () => {
  it("answers { ok, data } with the handler's result for valid input", async () => {
    expect(await logSet({ reps: 4 })).toEqual({ ok: true, data: 8 });
    expect(handler).toHaveBeenCalledWith({ reps: 4 }, expect.objectContaining({ userId: "u1" }));
  });

  it.each([
    ["no session", null, "session-ended"],
    ["the free tier", signedIn("free"), "tracking-locked"],
    ["the core tier", signedIn("core"), "tracking-locked"],
  ] as const)("refuses %s before reading the input, running nothing", async (_n, who, code) => {
    access.current = who;
    expect(await logSet({ reps: -1 })).toEqual({
      ok: false,
      fieldErrors: {},
      formError: ERROR_MESSAGES[code],
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers invalid input with field errors by path, running nothing", async () => {
    expect(await logSet({ reps: -1 })).toMatchObject({
      ok: false,
      fieldErrors: { reps: "Reps can't be negative." },
    });
    expect(await logSet("not an object")).toMatchObject({
      ok: false,
      fieldErrors: { form: expect.any(String) },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("turns an AppError into its table message, next to its field when it names one", async () => {
    handler.mockRejectedValueOnce(new AppError("exercise-not-in-program", { field: "slug" }));
    expect(await logSet({ reps: 1 })).toEqual({
      ok: false,
      fieldErrors: { slug: ERROR_MESSAGES["exercise-not-in-program"] },
    });
    handler.mockRejectedValueOnce(new AppError("exercise-log-not-found"));
    expect(await logSet({ reps: 1 })).toMatchObject({
      formError: ERROR_MESSAGES["exercise-log-not-found"],
    });
  });

  it("logs an unexpected failure and answers the action's failure message, never the error's", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handler.mockRejectedValueOnce(new Error("disk quota exceeded: secret detail"));
    const result = await logSet({ reps: 1 });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {},
      formError: ERROR_MESSAGES["save-failed"],
    });
    expect(JSON.stringify(result)).not.toContain("secret");
    expect(error).toHaveBeenCalledOnce();
  });

  it("refuses a signed-in person without a profile when the action needs one", async () => {
    access.current = signedIn("1month", null);
    const needsProfile = defineAction({
      name: "test-profile",
      input: z.null(),
      needsProfile: true,
      handler: async () => "ran",
    });
    expect(await needsProfile(null)).toMatchObject({ formError: ERROR_MESSAGES["session-ended"] });
  });
});

describe("FormData input", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return data;
  };
  const signIn = definePublicAction({
    name: "test-sign-in",
    input: z.object({ email: z.email("Enter your email."), password: z.string().min(1) }),
    keep: ["email"],
    handler: async () => {
      throw new AppError("invalid-credential");
    },
  });

  it("is read from the second argument, as useActionState passes it, and keeps only `keep`", async () => {
    const result = await signIn(null, form({ email: "a@b.co", password: "secret-typed" }));
    expect(result).toEqual({
      ok: false,
      fieldErrors: {},
      formError: ERROR_MESSAGES["invalid-credential"],
      values: { email: "a@b.co" },
    });
  });

  it("hands back what was typed with the field errors", async () => {
    expect(await signIn(null, form({ email: "nope", password: "x" }))).toEqual({
      ok: false,
      fieldErrors: { email: "Enter your email." },
      values: { email: "nope" },
    });
  });
});
