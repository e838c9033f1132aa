import { LandingRoute, landingMetadata } from "../landing-route";

export const metadata = landingMetadata("carpaltunnel");

/** /carpaltunnel (public, issue #18): from content/landing, in the landing template. */
export default function CarpaltunnelPage() {
  return <LandingRoute slug="carpaltunnel" />;
}
