import { findEbook } from "@/content/ebooks";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { writeAuditLog } from "@/server/audit/write-audit-log";
import { ownedProductIdsOf } from "@/server/billing/start-checkout";
import { ebookPdf } from "@/server/ebooks/build-ebook-pdf";

export const dynamic = "force-dynamic";

/**
 * GET /api/ebooks/{id} (issue #17): the ebook's PDF, for a signed-in person who bought it (alone
 * or in a bundle). Anyone else gets the same plain refusal, whether or not the book exists.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await getCurrentAccess();
  if (!access)
    return Response.json({ error: "Please sign in to download your ebooks." }, { status: 401 });
  const { id } = await params;
  const ebook = findEbook(id);
  const userId = access.session.user.id;
  if (!ebook || !(await ownedProductIdsOf(userId)).has(`ebooks:${ebook.id}`))
    return Response.json({ error: "This ebook isn't in your account." }, { status: 404 });
  const pdf = await ebookPdf(ebook);
  await writeAuditLog({
    action: "ebook_downloaded",
    userId,
    resourceType: "ebook",
    resourceId: ebook.id,
    headers: request.headers,
  });
  return new Response(Buffer.from(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="wristwise-${ebook.id}.pdf"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
