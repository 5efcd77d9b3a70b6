DROP INDEX "products_published_featured_idx";--> statement-breakpoint
DROP INDEX "products_published_category_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title)) STORED;--> statement-breakpoint
CREATE INDEX "products_published_title_search_idx" ON "products" USING gin ("title_search") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_published_popular_idx" ON "products" USING btree ("sales_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';