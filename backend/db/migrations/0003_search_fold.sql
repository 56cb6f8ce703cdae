-- Full-text search folds every text before to_tsvector: lower() leaves Cyrillic as it is on a database
-- created with LC_CTYPE=C (and the russian stemmer then misses capitalised words), so translate() maps
-- the letters itself and folds ё into е. Generated columns accept only immutable functions; the text[]
-- variant wraps array_to_string, which PostgreSQL marks stable although it is immutable for text.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(value), 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЁё', 'abcdefghijklmnopqrstuvwxyzабвгдежзийклмнопрстуфхцчшщъыьэюяее') $$;
--> statement-breakpoint
CREATE FUNCTION search_fold(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT search_fold(array_to_string(value, ' ')) $$;
