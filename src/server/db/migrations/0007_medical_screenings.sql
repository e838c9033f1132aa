CREATE TABLE "medical_screenings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"level" text,
	"source" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "medical_screenings" ADD CONSTRAINT "medical_screenings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_screenings_user_idx" ON "medical_screenings" USING btree ("user_id","answered_at");--> statement-breakpoint
INSERT INTO "medical_screenings" ("id", "user_id", "answers", "level", "source", "answered_at", "cleared_at")
SELECT gen_random_uuid()::text, "user_id", "assessment_data"->'medicalScreen'->'answers',
  "assessment_data"->'medicalScreen'->>'level', 'assessment',
  COALESCE(("assessment_data"->'medicalScreen'->>'answeredAt')::timestamptz, now()),
  ("assessment_data"->'medicalScreen'->'clearance'->>'confirmedAt')::timestamptz
FROM "profile" WHERE jsonb_typeof("assessment_data"->'medicalScreen'->'answers') = 'object';
