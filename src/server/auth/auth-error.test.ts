import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { authErrorCodeOf } from "./auth-error";

describe("authErrorCodeOf", () => {
  it("maps a Better Auth APIError by its code", () => {
    const error = new APIError("UNAUTHORIZED", { code: "INVALID_EMAIL_OR_PASSWORD", message: "x" });
    expect(authErrorCodeOf(error)).toBe("invalid-credential");
  });

  it("recognises an APIError from another copy of the class by its shape", () => {
    const copy = Object.assign(new Error("x"), {
      name: "APIError",
      statusCode: 401,
      body: { code: "INVALID_EMAIL_OR_PASSWORD" },
    });
    expect(authErrorCodeOf(copy)).toBe("invalid-credential");
  });

  it("treats any 429 as too-many-requests", () => {
    expect(authErrorCodeOf(new APIError("TOO_MANY_REQUESTS", { message: "slow down" }))).toBe(
      "too-many-requests",
    );
  });

  it.each([[new Error("ECONNREFUSED")], [null], ["boom"], [{ name: "APIError" }]])(
    "treats %j as a network failure",
    (error) => {
      expect(authErrorCodeOf(error)).toBe("network-request-failed");
    },
  );
});
