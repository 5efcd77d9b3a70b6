ALTER TABLE "users" ADD COLUMN "creator_emails_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "event_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_event_key_idx" ON "email_outbox" USING btree ("event_key");