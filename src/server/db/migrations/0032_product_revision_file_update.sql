ALTER TABLE "products" ADD COLUMN "file_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "update_note" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pending_revision" jsonb;