import { LandingRoute, landingMetadata } from "../landing-route";

export const metadata = landingMetadata("wristflexors");

/** /wristflexors (public, issue #18): from content/landing, in the landing template. */
export default function WristflexorsPage() {
  return <LandingRoute slug="wristflexors" />;
}
