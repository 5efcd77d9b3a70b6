CREATE TABLE "sign_in_failures" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"owner_told_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_account_held_until" timestamp with time zone;--> statement-breakpoint
-- Enrolments started before setup asked for the password: finishing one would need no password.
DELETE FROM "two_factor_secrets" WHERE "confirmed_at" IS NULL;
