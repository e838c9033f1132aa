ALTER TABLE "checkout_sessions" ADD COLUMN "guest_checkout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "guest_email" text;--> statement-breakpoint
CREATE INDEX "profile_guest_email_idx" ON "profile" USING btree ("guest_email");--> statement-breakpoint
-- Guests created before this migration held the buyer's address on their user row, which kept the
-- person from signing up with it. The address moves to the profile; the user row gets a placeholder.
UPDATE "profile" AS p SET "guest_email" = lower(u."email") FROM "user" AS u WHERE p."user_id" = u."id" AND p."is_guest_account" AND p."guest_email" IS NULL;--> statement-breakpoint
UPDATE "user" AS u SET "email" = 'guest-' || u."id" || '@guests.wristwise.invalid' FROM "profile" AS p WHERE p."user_id" = u."id" AND p."is_guest_account" AND u."email" NOT LIKE '%@guests.wristwise.invalid';
