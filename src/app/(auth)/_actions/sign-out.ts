"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getAuth } from "@/server/auth/auth";
import { logger } from "@/server/logger";

export async function signOutAction(): Promise<void> {
  try {
    const requestHeaders = await headers();
    await getAuth().api.signOut({ headers: requestHeaders });
  } catch (error) {
    logger.warn({ err: error }, "sign-out found no session to end");
  }
  redirect("/login?signedOut=1");
}
