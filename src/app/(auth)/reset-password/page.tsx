import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { RequestResetForm, SetNewPasswordForm } from "@/components/auth/password-reset-forms";
import { AUTH_ERROR_MESSAGES } from "@/domain/auth/auth-errors";
import { describePasswordPolicy } from "@/domain/auth/password-policy";
import { getPasswordPolicy } from "@/server/auth/get-password-policy";

export const metadata: Metadata = { title: "Reset your password" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const token =
    typeof params.token === "string" && params.token.length <= 512 ? params.token : null;
  const footer = (
    <>
      Remembered it?{" "}
      <Link href="/login" className="font-medium text-brand underline underline-offset-2">
        Back to sign in
      </Link>
    </>
  );

  if (token) {
    const policyText = describePasswordPolicy(getPasswordPolicy())
      .map((r) => r.text)
      .join(" · ");
    return (
      <AuthShell
        title="Choose a new password"
        description="Pick something you haven't used here before."
        footer={footer}
      >
        <SetNewPasswordForm token={token} policyText={policyText} />
      </AuthShell>
    );
  }

  // Better Auth sends people back with ?error=INVALID_TOKEN when a link is expired or used.
  const notice = params.error ? AUTH_ERROR_MESSAGES["expired-action-code"] : undefined;
  return (
    <AuthShell
      title="Reset your password"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={footer}
    >
      <RequestResetForm notice={notice} />
    </AuthShell>
  );
}
