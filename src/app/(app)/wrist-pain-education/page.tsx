import type { Metadata } from "next";
import { LearningShelf } from "@/components/courses/learning-shelf";
import { LibraryHub } from "@/components/education/library-hub";
import { APP_EDUCATION_LINKS } from "@/components/education/links";
import type { TSearchParams } from "@/lib/search-of";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { requirePageAccess } from "@/server/access/require-page-access";
import { findLearningAccess } from "@/server/courses/course-progress";
import { findEducationReads } from "@/server/education/education-reads";

export const metadata: Metadata = { title: "Pain-education library" };

/** /wrist-pain-education (spec 2, issue #16): the library, with what the person has read. */
export default async function EducationHubPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/wrist-pain-education", searchParams);
  const access = await getCurrentAccess();
  if (!access) return null;
  const [reads, learning] = await Promise.all([
    findEducationReads(access.session.user.id),
    findLearningAccess(access.session.user.id),
  ]);
  return (
    <LibraryHub
      links={APP_EDUCATION_LINKS}
      read={new Set(reads.keys())}
      shelf={<LearningShelf {...learning} />}
    />
  );
}
