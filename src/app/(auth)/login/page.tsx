import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SocialSignIn } from "@/components/auth/social-sign-in";
import { CheckoutContextRecorder } from "@/components/billing/checkout-context-recorder";
import { withOpenGraph } from "@/content/og-pages";
import { toSafeReturnTo } from "@/domain/auth/return-to";
import { socialSignInErrorMessage } from "@/domain/auth/social-providers";
import { DISCORD_SIGNED_OUT } from "@/domain/community/discord-role";
import { getConfiguredProviders } from "@/server/auth/get-configured-providers";

export const metadata: Metadata = withOpenGraph("login", { title: "Sign in" });

const NOTICES: Record<string, string> = {
  signedOut: "You've signed out. See you soon.",
  accountDeleted:
    "Your account and your health data have been deleted. Thank you for using Wristwise, and we hope your hands feel better.",
  // Spec 8, from /api/auth/discord signed out.
  discordLink: DISCORD_SIGNED_OUT.link,
  discordUnlink: DISCORD_SIGNED_OUT.unlink,
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const returnTo =
    toSafeReturnTo(typeof params.returnTo === "string" ? params.returnTo : null) ?? undefined;
  const notice =
    params.signedOut === "1"
      ? NOTICES.signedOut
      : params.accountDeleted === "1"
        ? NOTICES.accountDeleted
        : params.notice === "discordLink" || params.notice === "discordUnlink"
          ? NOTICES[params.notice]
          : undefined;
  const checkout = params.checkout === "true" && returnTo !== undefined;
  const socialError = socialSignInErrorMessage(params.error);
  const signupHref = returnTo
    ? `/signup?returnTo=${encodeURIComponent(returnTo)}${checkout ? "&checkout=true" : ""}`
    : "/signup";
  return (
    <AuthShell
      title="Welcome back"
      description={
        params.checkout === "true"
          ? "Please sign in to continue to checkout. Nothing is charged until you confirm."
          : returnTo
            ? "Please sign in to continue where you left off."
            : "Sign in to pick up your program."
      }
      footer={
        <>
          New to Wristwise?{" "}
          <Link href={signupHref} className="font-medium text-brand underline underline-offset-2">
            Create an account
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        {checkout && returnTo ? <CheckoutContextRecorder returnTo={returnTo} /> : null}
        {socialError ? (
          <p
            role="alert"
            className="rounded-[var(--radius-control)] bg-danger-soft px-3 py-2.5 text-sm text-danger"
          >
            {socialError}
          </p>
        ) : null}
        <SocialSignIn providers={getConfiguredProviders()} returnTo={returnTo} />
        <SignInForm
          returnTo={returnTo}
          notice={notice}
          noticeTone={typeof params.notice === "string" ? "error" : "success"}
        />
      </div>
    </AuthShell>
  );
}
