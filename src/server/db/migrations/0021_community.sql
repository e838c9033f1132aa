CREATE TABLE "community_curriculum_progress" (
	"user_id" text NOT NULL,
	"week" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_curriculum_progress_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"directory_opt_in" boolean DEFAULT false NOT NULL,
	"clinic_emails" boolean DEFAULT false NOT NULL,
	"last_clinic_email_week" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_curriculum_progress" ADD CONSTRAINT "community_curriculum_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;