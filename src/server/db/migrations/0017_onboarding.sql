ALTER TABLE "profile" ADD COLUMN "onboarding_steps_done" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "onboarding_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "onboarding_skipped_at" timestamp with time zone;