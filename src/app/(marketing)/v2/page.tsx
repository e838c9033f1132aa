import { LandingRoute, landingMetadata } from "../landing-route";

export const metadata = landingMetadata("v2");

/** /v2 (public, issue #18): from content/landing, in the landing template. */
export default function V2Page() {
  return <LandingRoute slug="v2" />;
}
