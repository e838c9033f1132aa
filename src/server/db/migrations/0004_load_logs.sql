CREATE TABLE "load_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"keyboard_hours" real NOT NULL,
	"gaming_hours" real NOT NULL,
	"other_hand_hours" real NOT NULL,
	"breaks" integer NOT NULL,
	"morning_pain" integer NOT NULL,
	"evening_pain" integer NOT NULL,
	"stiffness" text NOT NULL,
	"work_minutes_before_pain" integer,
	"hobby_minutes_before_pain" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "load_logs" ADD CONSTRAINT "load_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "load_logs_user_day_idx" ON "load_logs" USING btree ("user_id","day");