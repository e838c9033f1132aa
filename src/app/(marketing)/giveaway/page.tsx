import { LandingRoute, landingMetadata } from "../landing-route";

export const metadata = landingMetadata("giveaway");

/** /giveaway (public, issue #18): from content/landing, in the landing template. */
export default function GiveawayPage() {
  return <LandingRoute slug="giveaway" />;
}
