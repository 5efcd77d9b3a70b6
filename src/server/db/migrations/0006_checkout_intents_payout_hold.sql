CREATE TABLE "checkout_intent_lines" (
	"intent_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "checkout_intent_lines_intent_id_product_id_pk" PRIMARY KEY("intent_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "checkout_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refund_reason" text,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "requested_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "checkout_intent_lines" ADD CONSTRAINT "checkout_intent_lines_intent_id_checkout_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."checkout_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_intent_lines" ADD CONSTRAINT "checkout_intent_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_intents" ADD CONSTRAINT "checkout_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_intents_open_idx" ON "checkout_intents" USING btree ("created_at") WHERE status = 'open';