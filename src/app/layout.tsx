import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { DevMockUser } from "@/components/dev/dev-mock-user";
import { InstallPromptCapture } from "@/components/site/install-prompt";
import { LandingRecorder } from "@/components/site/landing-recorder";
import { Measurement } from "@/components/site/measurement";
import { ServiceWorker } from "@/components/site/service-worker";
import { Toaster } from "@/components/ui/toaster";
import "./globals.css";

// From the @fontsource-variable/inter package (copied at setup): nothing downloads at build or run.
const inter = localFont({
  src: "./fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});

export const metadata: Metadata = {
  title: {
    default: "Wristwise: calm, guided rehab for wrist and hand pain",
    template: "%s · Wristwise",
  },
  description:
    "A careful self-assessment and a personalised exercise program for wrist and hand pain and repetitive strain. Educational only, not medical advice.",
  applicationName: "Wristwise",
  // Open Graph images need absolute addresses: the deployment's APP_URL when the build knows it.
  metadataBase: new URL(process.env.APP_URL ?? "http://localhost:3000"),
  openGraph: {
    siteName: "Wristwise",
    type: "website",
    images: [{ url: "/og/home.png", width: 1200, height: 630, alt: "Wristwise" }],
  },
};

export const viewport: Viewport = {
  themeColor: "#1d6660",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        {children}
        <Toaster />
        <LandingRecorder />
        <Measurement />
        <InstallPromptCapture />
        <ServiceWorker />
        {process.env.NODE_ENV === "development" ? <DevMockUser /> : null}
      </body>
    </html>
  );
}
