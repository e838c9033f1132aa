import "server-only";
import { resumePathOf } from "@/domain/assessment/resume-path";
import { getAccessFacts } from "../access/get-access-facts";

/** Where `userId` goes after signing in with no returnTo (see resumePathOf). */
export async function findResumePath(userId: string): Promise<string> {
  return resumePathOf((await getAccessFacts(userId)).route);
}
