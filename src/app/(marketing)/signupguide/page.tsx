import { LandingRoute, landingMetadata } from "../landing-route";

export const metadata = landingMetadata("signupguide");

/** /signupguide (public, issue #18): from content/landing, in the landing template. */
export default function SignupguidePage() {
  return <LandingRoute slug="signupguide" />;
}
