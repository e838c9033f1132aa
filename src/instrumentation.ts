/** How often the server looks for expert calls whose reminder is due (issue #17). */
const REMINDER_SWEEP_MS = 5 * 60_000;
/** How often queued conversion events are sent or retried (issue #18). */
const CONVERSION_SWEEP_MS = 60_000;

/** How often due exercise reminders are looked for: they go within a minute of their time. */
const EXERCISE_REMINDER_SWEEP_MS = 60_000;
/** How often retakes that have come due and last week's summaries are looked for (issue #19). */
const PROGRAM_NOTIFICATION_SWEEP_MS = 60 * 60_000;

/** How often the server looks whether tonight's Discord role reconcile is due (issue #20). */
const DISCORD_RECONCILE_CHECK_MS = 60 * 60_000;

export async function register() {
  // Build workers must never open the database (PGlite is one process's database).
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build")
    return;
  const { migrateDb } = await import("./server/db/client");
  await migrateDb();
  // The day-before reminders of expert calls: each is claimed by one update, so several servers
  // sweeping at once still send one. A failed sweep is logged and tried again next time.
  const { sendDueReminders } = await import("./server/expert-calls/expert-calls");
  const { logger } = await import("./server/logger");
  const sweep = () =>
    sendDueReminders().catch((error) => logger.error({ err: error }, "reminder sweep failed"));
  setInterval(sweep, REMINDER_SWEEP_MS).unref();
  void sweep();
  // Conversion events waiting in the outbox, claimed the same way; offline it sends nothing.
  const { deliverDueConversions } = await import("./server/conversions/record-conversion");
  const { getConversionsClient } = await import("./server/conversions/reddit-client");
  const conversionSweep = () =>
    deliverDueConversions({ client: getConversionsClient() }).catch((error) =>
      logger.error({ err: error }, "conversion sweep failed"),
    );
  setInterval(conversionSweep, CONVERSION_SWEEP_MS).unref();
  // The daily exercise reminders (issue #19), each claimed for its local day by one update.
  const { sendDueExerciseReminders } = await import("./server/reminders/exercise-reminders");
  const exerciseSweep = () =>
    sendDueExerciseReminders().catch((error) =>
      logger.error({ err: error }, "exercise reminder sweep failed"),
    );
  setInterval(exerciseSweep, EXERCISE_REMINDER_SWEEP_MS).unref();
  void conversionSweep();
  // QuickDASH retakes come due and week summaries (issue #19): each keyed, so created once.
  const { sendDueProgramNotifications } = await import(
    "./server/notifications/program-notifications"
  );
  // The week's community clinics by email (issue #20), each member's week claimed once.
  const { sendWeeklyClinicEmails } = await import("./server/community/clinic-emails");
  const notificationSweep = () => {
    sendDueProgramNotifications().catch((error) =>
      logger.error({ err: error }, "notification sweep failed"),
    );
    sendWeeklyClinicEmails().catch((error) =>
      logger.error({ err: error }, "clinic email sweep failed"),
    );
  };
  setInterval(notificationSweep, PROGRAM_NOTIFICATION_SWEEP_MS).unref();
  void notificationSweep();
  // The nightly Discord role reconcile (issue #20): looked for hourly, run once a UTC day.
  const { reconcileDiscordRolesIfDue } = await import("./server/discord/discord-reconcile");
  const discordSweep = () =>
    reconcileDiscordRolesIfDue().catch((error) =>
      logger.error({ err: error }, "Discord role reconcile failed"),
    );
  setInterval(discordSweep, DISCORD_RECONCILE_CHECK_MS).unref();
  void discordSweep();
}
