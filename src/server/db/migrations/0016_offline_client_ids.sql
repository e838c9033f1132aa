ALTER TABLE "exercise_logs" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "load_logs" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_logs_user_client_idx" ON "exercise_logs" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_logs_user_client_idx" ON "load_logs" USING btree ("user_id","client_id");