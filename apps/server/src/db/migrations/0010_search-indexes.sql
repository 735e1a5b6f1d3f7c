-- Top-bar search: trigram index on the generated projects.search_text (0004) so "%part%" matches use
-- an index. pg_trgm is created only where the server offers it and we may create it (PostgreSQL 13+
-- treats it as trusted); PGlite does not ship it by default, and the search then scans the live rows.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      -- In public, not the first schema on the search path: an extension exists once per database.
      CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (no privilege); project search runs without its index';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS projects_search_trgm_idx ON projects USING gin (search_text %I.gin_trgm_ops) WHERE deleted_at IS NULL',
      (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm')
    );
  END IF;
END $$;
