import { LandingRoute, landingMetadata } from "../landing-route";

export const metadata = landingMetadata("freeguides");

/** /freeguides (public, issue #18): from content/landing, in the landing template. */
export default function FreeguidesPage() {
  return <LandingRoute slug="freeguides" />;
}
