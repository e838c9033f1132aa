CREATE TABLE "course_progress" (
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"day" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_user_id_course_id_day_pk" PRIMARY KEY("user_id","course_id","day")
);
--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;