"use client";

import type { TIdleConfig } from "@/domain/session/idle";
import { OfflineQueueProvider } from "../offline/offline-queue";
import { SessionTimeout } from "../session/session-timeout";
import { GuidedTour } from "../tour/guided-tour";
import { TimeZoneCookie } from "./time-zone-cookie";

/**
 * What every signed-in page runs around its content: the offline queue its forms save through,
 * the idle timeout, the time zone cookie and the guided tour's starter. None of the last three
 * draws anything. One client component for the four rather than one each: every client
 * component a server component draws costs each request its own reference to resolve, on the
 * server and again in the page's payload (issue #15, decision 0021).
 */
export function SignedInShell({
  userId,
  idle,
  assessmentCompleted,
  tourDone,
  children,
}: {
  userId: string;
  idle: TIdleConfig;
  assessmentCompleted: boolean;
  tourDone: boolean;
  children: React.ReactNode;
}) {
  return (
    <OfflineQueueProvider userId={userId}>
      {children}
      <SessionTimeout config={idle} />
      <TimeZoneCookie />
      <GuidedTour userId={userId} assessmentCompleted={assessmentCompleted} tourDone={tourDone} />
    </OfflineQueueProvider>
  );
}
