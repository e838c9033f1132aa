CREATE TABLE "exercise_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"prescription_id" text,
	"slug" text NOT NULL,
	"reps" integer NOT NULL,
	"weight_lbs" real,
	"rest_breaks" integer NOT NULL,
	"pain" integer NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_prescription_id_exercise_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."exercise_prescriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_logs_user_id_idx" ON "exercise_logs" USING btree ("user_id","logged_at");