-- Trigram indexes serve the staff inbox's search (ILIKE '%…%'). PGlite loads the extension's
-- code in server/db/client.ts; PostgreSQL needs the contrib package (Debian's postgresql has it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
