ALTER TABLE "profile" ADD COLUMN "progress_version" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
-- Every change to a person's progress data (their exercise sets, daily load and QuickDASH scores)
-- sets their profile's progress_version to the changing transaction's id (issue #15). A
-- transaction id is never given out twice in a cluster, so a version names one state of the data
-- only, ever: what the statistics page read under one version it may keep until the version moves
-- (src/server/progress/progress-cache.ts). Statement-level, so a batch of rows costs one update.
CREATE FUNCTION "progress_version_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "profile" SET "progress_version" = txid_current()
      WHERE "user_id" IN (SELECT "user_id" FROM "new_rows");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "profile" SET "progress_version" = txid_current()
      WHERE "user_id" IN (SELECT "user_id" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "profile" SET "progress_version" = txid_current()
      WHERE "user_id" IN (SELECT "user_id" FROM "old_rows");
  ELSE
    -- TRUNCATE: every person's rows went.
    UPDATE "profile" SET "progress_version" = txid_current();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "exercise_logs_progress_insert" AFTER INSERT ON "exercise_logs" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "exercise_logs_progress_update" AFTER UPDATE ON "exercise_logs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "exercise_logs_progress_delete" AFTER DELETE ON "exercise_logs" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "exercise_logs_progress_truncate" AFTER TRUNCATE ON "exercise_logs" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "load_logs_progress_insert" AFTER INSERT ON "load_logs" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "load_logs_progress_update" AFTER UPDATE ON "load_logs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "load_logs_progress_delete" AFTER DELETE ON "load_logs" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "load_logs_progress_truncate" AFTER TRUNCATE ON "load_logs" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "outcome_measures_progress_insert" AFTER INSERT ON "outcome_measures" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "outcome_measures_progress_update" AFTER UPDATE ON "outcome_measures" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "outcome_measures_progress_delete" AFTER DELETE ON "outcome_measures" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
--> statement-breakpoint
CREATE TRIGGER "outcome_measures_progress_truncate" AFTER TRUNCATE ON "outcome_measures" FOR EACH STATEMENT EXECUTE FUNCTION "progress_version_touch"();
