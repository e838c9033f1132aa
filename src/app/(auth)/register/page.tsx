import type { Metadata } from "next";
import { SignUpPage } from "@/components/auth/sign-up-page";
import { withOpenGraph } from "@/content/og-pages";

export const metadata: Metadata = withOpenGraph("signup", { title: "Create your account" });

export default function Page(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <SignUpPage {...props} />;
}
