CREATE TABLE "exercise_reminders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"time" text DEFAULT '18:00' NOT NULL,
	"days" integer[] DEFAULT '{1,2,3,4,5,6,7}'::integer[] NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"last_sent_on" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "exercise_reminders" ADD CONSTRAINT "exercise_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_reminders_enabled_idx" ON "exercise_reminders" USING btree ("enabled") WHERE "exercise_reminders"."enabled";