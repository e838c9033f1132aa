import type { Metadata } from "next";
import { SignUpPage } from "@/components/auth/sign-up-page";

export const metadata: Metadata = { title: "Create your account" };

export default function Page(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <SignUpPage {...props} />;
}
