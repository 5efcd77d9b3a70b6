CREATE TABLE "search_postings" (
	"lexeme" text NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"in_title" boolean NOT NULL
);
--> statement-breakpoint
-- The postings of one product's row (decision 060): every lexeme of its full text when it is published.
CREATE FUNCTION product_search_postings(product products) RETURNS SETOF search_postings
  LANGUAGE sql STABLE
  AS $$
    SELECT lexeme, product.sales_count, product.created_at, product.id,
      lexeme = any(tsvector_to_array(product.title_search))
    FROM unnest(tsvector_to_array(product.search)) AS lexeme
    WHERE product.status = 'published'
  $$;
--> statement-breakpoint
-- Filled before its indexes and foreign key: one sort and one check instead of one per row.
INSERT INTO "search_postings" SELECT postings.* FROM "products", product_search_postings("products") AS postings;
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_postings_order_idx" ON "search_postings" USING btree ("lexeme","sales_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST,"in_title");--> statement-breakpoint
CREATE INDEX "search_postings_product_idx" ON "search_postings" USING btree ("product_id");
--> statement-breakpoint
-- Once per statement: a bulk insert (the seeds) adds its postings in one pass.
CREATE FUNCTION add_inserted_search_postings() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_postings SELECT postings.* FROM inserted_products AS product, product_search_postings(product) AS postings;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_add_search_postings_on_insert
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION add_inserted_search_postings();
--> statement-breakpoint
-- Per row, and only when something a posting holds changes (publishing, texts, a sale, the creation time):
-- the product's postings are written again. A deletion cascades through the foreign key.
CREATE FUNCTION rewrite_search_postings() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM search_postings WHERE product_id = OLD.id;
    INSERT INTO search_postings SELECT * FROM product_search_postings(NEW);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_rewrite_search_postings_on_update
  AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.search IS DISTINCT FROM NEW.search
    OR OLD.title_search IS DISTINCT FROM NEW.title_search OR OLD.sales_count IS DISTINCT FROM NEW.sales_count
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id
  )
  EXECUTE FUNCTION rewrite_search_postings();
