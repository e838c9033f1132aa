import "server-only";
import { createHash } from "node:crypto";
import { normaliseEmail } from "@/lib/schemas/auth";

/** The hash a trial claim keeps of an email: the same for "Ann@X.com " and "ann@x.com". */
export function emailHashOf(email: string): string {
  return createHash("sha256").update(normaliseEmail(email)).digest("hex");
}
