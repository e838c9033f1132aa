"use client";

import { useEffect } from "react";

/** Browser-storage flag of spec 4 ("a dev-mode mock user exists through a browser-storage flag"). */
export const DEV_MOCK_USER_FLAG = "ww_dev_mock_user";
const DONE_KEY = "ww_dev_mock_user_signed_in";

/**
 * Development builds only: with localStorage ww_dev_mock_user = "1", sign in as the mock user once
 * per tab. The root layout renders this only when NODE_ENV is development, so production builds do
 * not contain it, and the endpoint it calls answers 404 there.
 */
export function DevMockUser() {
  useEffect(() => {
    if (localStorage.getItem(DEV_MOCK_USER_FLAG) !== "1" || sessionStorage.getItem(DONE_KEY))
      return;
    sessionStorage.setItem(DONE_KEY, "1");
    fetch("/api/dev/mock-session", { method: "POST" })
      .then((response) => {
        if (response.ok) window.location.reload();
      })
      .catch(() => undefined);
  }, []);
  return null;
}
