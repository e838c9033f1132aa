import { ImageResponse } from "next/og";

// The app's icons (issue #19), drawn once at build time from the brand's mark: the calm wave on
// its soft circle. The maskable one keeps the mark inside the safe zone (the middle 80%) on a
// full brand-coloured square, so a launcher may cut it to any shape.
export const dynamic = "force-static";
export const dynamicParams = false;

const ICONS = {
  "192.png": { size: 192, maskable: false },
  "512.png": { size: 512, maskable: false },
  "maskable-512.png": { size: 512, maskable: true },
} as const;

export function generateStaticParams() {
  return Object.keys(ICONS).map((icon) => ({ icon }));
}

const mark = (stroke: string, circle: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="${circle}"/><path d="M6 18c3-5 6-5 9 0s6 5 11-1" fill="none" stroke="${stroke}" stroke-width="2.6" stroke-linecap="round"/></svg>`,
  )}`;

/** GET /icons/{192,512,maskable-512}.png */
export async function GET(_request: Request, { params }: { params: Promise<{ icon: string }> }) {
  const icon = ICONS[(await params).icon as keyof typeof ICONS];
  if (!icon) return new Response("Not found", { status: 404 });
  const { size, maskable } = icon;
  const inner = Math.round(size * (maskable ? 0.62 : 0.92));
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: maskable ? "#1d6660" : "transparent",
      }}
    >
      {/* biome-ignore lint/performance/noImgElement: ImageResponse draws plain elements, not next/image. */}
      <img alt="" width={inner} height={inner} src={mark("#1d6660", "#e2eeeb")} />
    </div>,
    { width: size, height: size },
  );
}
