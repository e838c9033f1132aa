import "server-only";
import { after } from "next/server";

/**
 * Runs work after the response has gone when called inside a request (Next's `after`), or at once
 * outside one (a script, a test, a sweep). `run` handles its own errors.
 */
export async function runAfterResponse(run: () => Promise<void>): Promise<void> {
  try {
    after(run);
  } catch {
    await run();
  }
}
