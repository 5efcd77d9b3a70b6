CREATE TABLE "enterprise_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"gross_sales_cents" integer NOT NULL,
	"sales_count" integer NOT NULL,
	"orders_count" integer NOT NULL,
	"refunds_cents" integer NOT NULL,
	"refund_count" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"subscription_revenue_cents" integer NOT NULL,
	"payouts_cents" integer NOT NULL,
	"payout_count" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_creator_idx";--> statement-breakpoint
DROP INDEX "sales_creator_created_idx";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_held_created_idx" ON "products" USING btree ("created_at") WHERE status = 'pending_review';--> statement-breakpoint
CREATE INDEX "sales_sale_created_idx" ON "sales" USING btree ("created_at","creator_id","buyer_id") WHERE kind = 'sale';--> statement-breakpoint
CREATE INDEX "payouts_completed_date_idx" ON "payouts" USING btree ("payout_date") WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "products_creator_idx" ON "products" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_creator_created_idx" ON "sales" USING btree ("creator_id","created_at","creator_earnings_cents");