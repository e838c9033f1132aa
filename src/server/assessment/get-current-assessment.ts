import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getCurrentAccess } from "../access/get-current-access";
import { getAssessment } from "./get-assessment";

/** The signed-in person's assessment, read (and audited) once per request; null for a visitor. */
export const getCurrentAssessment = cache(async () => {
  const access = await getCurrentAccess();
  if (!access) return null;
  // The profile row came with the access facts this request already read: not read again.
  const record = await getAssessment({
    userId: access.session.user.id,
    headers: await headers(),
    known: access.profile ? { profile: access.profile, name: access.session.user.name } : undefined,
  });
  return record ? { access, record } : null;
});
