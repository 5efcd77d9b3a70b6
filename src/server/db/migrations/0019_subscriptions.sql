CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"provider" text NOT NULL,
	"checkout_intent_id" text NOT NULL,
	"status" text NOT NULL,
	"interval" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_price_positive" CHECK ("subscriptions"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_number" text NOT NULL,
	"expiry" text NOT NULL,
	"cvc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "purchases_one_active_per_buyer_product";--> statement-breakpoint
ALTER TABLE "checkout_intent_lines" ADD COLUMN "subscription_interval" text;--> statement-breakpoint
ALTER TABLE "checkout_intent_lines" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_intent_lines" ADD COLUMN "period_price_cents" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "saves_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_methods" ADD CONSTRAINT "test_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_buyer_product" ON "subscriptions" USING btree ("user_id","product_id") WHERE status <> 'ended';--> statement-breakpoint
CREATE INDEX "subscriptions_product_idx" ON "subscriptions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE status <> 'ended';--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_per_subscription_period" ON "purchases" USING btree ("subscription_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_active_per_buyer_product" ON "purchases" USING btree ("user_id","product_id") WHERE status = 'active' and subscription_id is null;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key");