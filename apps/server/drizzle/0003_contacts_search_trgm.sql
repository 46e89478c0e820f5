-- Custom SQL migration file, put your code below! --
-- Trigram search for contacts where the pg_trgm extension can be created (PostgreSQL 13+: a
-- trusted extension, so the database owner may create it). Where it cannot (PGlite without the
-- extension loaded, or a locked-down server) this block does nothing and search falls back to
-- ILIKE on contacts.search_text. See docs/decisions/0031-contact-search.md.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS contacts_search_trgm_idx ON contacts USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable, contact search uses ILIKE: %', SQLERRM;
END
$$;
