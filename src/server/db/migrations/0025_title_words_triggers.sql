-- The words of titles (decision 035): the text-search parser's tokens, lowercased, leaving out English stop
-- words. Sorted, so two transactions adding the same new words lock them in the same order (no deadlock).
CREATE FUNCTION record_title_words(titles text[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    INSERT INTO title_words (word)
    SELECT DISTINCT word
    FROM unnest(titles) AS title, unnest(tsvector_to_array(to_tsvector('simple', title))) AS word
    WHERE length(to_tsvector('english', word)) > 0
    ORDER BY word
    ON CONFLICT DO NOTHING
  $$;
--> statement-breakpoint
-- Once per statement: a bulk insert (the seeds) reads its new titles in one pass.
CREATE FUNCTION record_inserted_title_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM record_title_words(array(SELECT title FROM inserted_products));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_record_title_words_on_insert
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION record_inserted_title_words();
--> statement-breakpoint
-- Per row, and only when the title changes: the frequent updates (sales, status) never run it.
CREATE FUNCTION record_retitled_title_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM record_title_words(array[NEW.title]);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_record_title_words_on_retitle
  AFTER UPDATE OF title ON products
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION record_retitled_title_words();
--> statement-breakpoint
SELECT record_title_words(array(SELECT title FROM products));
