import { describe, expect, it } from "vitest";
import { ZClientId } from "@/lib/schemas/client-id";
import { newClientId } from "./new-client-id";

describe("newClientId", () => {
  it("gives a UUID the server's schema accepts, different each time", () => {
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(ZClientId.safeParse(id).success).toBe(true);
  });

  it("makes a valid v4 UUID without crypto.randomUUID (a page that isn't https)", () => {
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const id = newClientId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(ZClientId.safeParse(id).success).toBe(true);
    } finally {
      // Removing the own property brings back the prototype's randomUUID.
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
