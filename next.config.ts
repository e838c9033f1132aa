import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";

// Next's inline bootstrap scripts need 'unsafe-inline' unless every page is rendered per request
// with a nonce; public pages are static (DESIGN.md performance budget), so we accept it and rely on
// frame-ancestors, object-src and base-uri to close the rest. See docs/decisions/0003.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self' https://accounts.google.com https://discord.com",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every static page's whole body on every request to make its ETag (FNV-1a in
  // JavaScript, about 0.6 ms for the 150 KB home page): the largest single cost of serving a
  // cached page (issue #15, decision 0021). Without it a returning browser downloads the page
  // again instead of getting a 304; the page's scripts, styles and pictures keep their own
  // caching (immutable build files; Last-Modified on public files).
  generateEtags: false,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "nodemailer"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // The demonstrations' files (issue #15): the same on every page that shows them, so a
      // browser keeps them a day rather than asking again for each page.
      {
        source: "/demos/:file*",
        headers: [
          { key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" },
        ],
      },
    ];
  },
};

export default nextConfig;
