ALTER TABLE "notifications" ADD COLUMN "dedup_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedup_idx" ON "notifications" USING btree ("user_id","dedup_key");