CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_job_run_key_pk" PRIMARY KEY("job","run_key")
);
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "discord_link_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "discord_link_nonce" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "discord_refreshing_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "discord_role_granted" boolean DEFAULT false NOT NULL;