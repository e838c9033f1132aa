import { ImageResponse } from "next/og";
import { findOgPage, OG_SIZE, ogPages } from "@/content/og-pages";

// Drawn once at build time: every image is a static file afterwards (issue #18).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return ogPages().map((p) => ({ image: `${p.key}.png` }));
}

/** GET /og/{key}.png: a page's Open Graph picture (1200 × 630) with its own headline. */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const page = findOgPage(image.replace(/\.png$/, ""));
  if (!page) return new Response("Not found", { status: 404 });
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        background: "#e2eeeb",
        padding: "72px 80px",
        color: "#1c2629",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 16,
            background: "#1d6660",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            color: "white",
            fontSize: 34,
          }}
        >
          W
        </div>
        <div style={{ fontSize: 36, color: "#154e49" }}>Wristwise</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 30, color: "#1d6660", textTransform: "uppercase" }}>
          {page.kicker}
        </div>
        <div style={{ fontSize: page.headline.length > 60 ? 58 : 68, lineHeight: 1.12 }}>
          {page.headline}
        </div>
      </div>
      <div style={{ fontSize: 24, color: "#4d5a60" }}>
        Educational only, not a substitute for professional medical advice.
      </div>
    </div>,
    OG_SIZE,
  );
}
