import type { MetadataRoute } from "next";

/**
 * The web app manifest (issue #19): Wristwise installs like an app, opening on the dashboard in
 * its own window, with the brand's colours and icons (app/icons, drawn at build time).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Wristwise",
    short_name: "Wristwise",
    description:
      "Calm, guided rehab for wrist and hand pain: your program, your logs and your progress. Educational only, not medical advice.",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    background_color: "#f6f5f1",
    theme_color: "#1d6660",
    icons: [
      { src: "/icons/192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
