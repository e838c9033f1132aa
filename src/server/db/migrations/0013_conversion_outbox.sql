CREATE TABLE "conversion_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"destination" text DEFAULT 'reddit' NOT NULL,
	"event_type" text NOT NULL,
	"event_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversion_outbox" ADD CONSTRAINT "conversion_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_outbox_destination_event_unique" ON "conversion_outbox" USING btree ("destination","event_id");--> statement-breakpoint
CREATE INDEX "conversion_outbox_due_idx" ON "conversion_outbox" USING btree ("next_attempt_at") WHERE "conversion_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "conversion_outbox_user_idx" ON "conversion_outbox" USING btree ("user_id");