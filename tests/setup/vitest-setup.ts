import { afterEach, beforeEach, vi } from "vitest";

// Epic Stack's rule: an unexpected console.error or console.warn fails the test.
beforeEach(() => {
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} was called during a test: ${args.map(String).join(" ")}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});
