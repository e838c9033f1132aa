import { LandingRoute, landingMetadata } from "../landing-route";

export const metadata = landingMetadata("wristpain");

/** /wristpain (public, issue #18): from content/landing, in the landing template. */
export default function WristpainPage() {
  return <LandingRoute slug="wristpain" />;
}
