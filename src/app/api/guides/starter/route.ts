import { STARTER_GUIDE } from "@/content/ebooks";
import { ebookPdf } from "@/server/ebooks/build-ebook-pdf";

export const dynamic = "force-dynamic";

/** GET /api/guides/starter (public, issue #18): the free starter guide as a PDF. */
export async function GET() {
  const pdf = await ebookPdf(STARTER_GUIDE);
  return new Response(Buffer.from(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": 'inline; filename="wristwise-starter-guide.pdf"',
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    },
  });
}
