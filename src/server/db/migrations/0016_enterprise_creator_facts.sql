CREATE TABLE "enterprise_creator_facts" (
	"creator_id" integer PRIMARY KEY NOT NULL,
	"first_product_at" timestamp with time zone NOT NULL,
	"has_published" boolean NOT NULL,
	"earnings_cents" bigint NOT NULL,
	"first_sale_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_window_activity" (
	"day" date PRIMARY KEY NOT NULL,
	"earlier_creators" integer NOT NULL,
	"retained_creators" integer NOT NULL,
	"earlier_buyers" integer NOT NULL,
	"later_buyers" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_creator_facts" ADD CONSTRAINT "enterprise_creator_facts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_creator_facts_first_product_idx" ON "enterprise_creator_facts" USING btree ("first_product_at","has_published","earnings_cents","first_sale_at");--> statement-breakpoint
CREATE INDEX "enterprise_creator_facts_refreshed_idx" ON "enterprise_creator_facts" USING btree ("refreshed_at");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","creator_id");--> statement-breakpoint
CREATE INDEX "sales_reversal_created_idx" ON "sales" USING btree ("created_at","creator_id") WHERE kind = 'reversal';