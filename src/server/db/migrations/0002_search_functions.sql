-- array_to_string is only STABLE; generated columns need an IMMUTABLE expression. Tags are plain text.
CREATE OR REPLACE FUNCTION tags_to_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;
