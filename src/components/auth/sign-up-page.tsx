import Link from "next/link";
import { CheckoutContextRecorder } from "@/components/billing/checkout-context-recorder";
import { toSafeReturnTo } from "@/domain/auth/return-to";
import { ZEmail } from "@/lib/schemas/auth";
import { getConfiguredProviders } from "@/server/auth/get-configured-providers";
import { getPasswordPolicy } from "@/server/auth/get-password-policy";
import { AuthShell } from "./auth-shell";
import { SignUpForm } from "./sign-up-form";
import { SocialSignIn } from "./social-sign-in";

/** /signup and /register are the same flow (spec section 2). */
export async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const returnTo =
    toSafeReturnTo(typeof params.returnTo === "string" ? params.returnTo : null) ?? undefined;
  const checkout = params.checkout === "true" && returnTo !== undefined;
  const email = ZEmail.safeParse(params.email).data;
  const loginHref = returnTo
    ? `/login?returnTo=${encodeURIComponent(returnTo)}${checkout ? "&checkout=true" : ""}`
    : "/login";
  return (
    <AuthShell
      title="Create your account"
      description={
        checkout
          ? "Create your account to continue to checkout. Nothing is charged until you confirm."
          : "It takes a minute. Next, a short assessment shapes an exercise program around your hands."
      }
      footer={
        <>
          Already have an account?{" "}
          <Link href={loginHref} className="font-medium text-brand underline underline-offset-2">
            Sign in
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        {checkout && returnTo ? <CheckoutContextRecorder returnTo={returnTo} /> : null}
        <SocialSignIn providers={getConfiguredProviders()} returnTo={returnTo} />
        <SignUpForm policy={getPasswordPolicy()} returnTo={returnTo} email={email} />
        <p className="text-sm text-ink-muted">
          We keep your health answers private and never sell them. Read the{" "}
          <Link href="/privacy" className="text-brand underline underline-offset-2">
            privacy notice
          </Link>{" "}
          and{" "}
          <Link href="/terms" className="text-brand underline underline-offset-2">
            terms
          </Link>
          .
        </p>
      </div>
    </AuthShell>
  );
}
