-- Custom SQL migration file, put your code below! ---- Trigram index for deal search (transactions.search_text LIKE '%term%') where the pg_trgm
-- extension can be created (PostgreSQL 13+: trusted, so the database owner may create it). Where it
-- cannot (PGlite without the extension, a locked-down server) this block does nothing and search is
-- a plain LIKE inside the caller's scope. See docs/decisions/0027-transactions-api-shape.md.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS transactions_search_trgm_idx ON transactions USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable, deal search uses LIKE: %', SQLERRM;
END
$$;
