CREATE TABLE "expert_call_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"time_zone" text NOT NULL,
	"topic" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_call_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"grant_key" text,
	"booking_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "expert_call_bookings" ADD CONSTRAINT "expert_call_bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_call_credits" ADD CONSTRAINT "expert_call_credits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_call_bookings_user_idx" ON "expert_call_bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_call_bookings_slot_unique" ON "expert_call_bookings" USING btree ("starts_at") WHERE "expert_call_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "expert_call_credits_user_idx" ON "expert_call_credits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_call_credits_grant_unique" ON "expert_call_credits" USING btree ("user_id","grant_key") WHERE "expert_call_credits"."grant_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_call_credits_booking_unique" ON "expert_call_credits" USING btree ("booking_id","kind") WHERE "expert_call_credits"."booking_id" is not null;