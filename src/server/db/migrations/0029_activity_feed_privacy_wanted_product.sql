ALTER TABLE "pending_sign_ups" ADD COLUMN "cart_product_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_in_activity_feed" boolean DEFAULT false NOT NULL;