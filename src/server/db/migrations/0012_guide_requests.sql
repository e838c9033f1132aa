CREATE TABLE "guide_requests" (
	"email" text PRIMARY KEY NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"source" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL
);
