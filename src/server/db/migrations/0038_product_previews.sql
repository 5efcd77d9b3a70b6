ALTER TABLE "products" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "preview_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "preview_own" boolean DEFAULT false NOT NULL;