-- A reply started from a quote's instant estimate records the rate card and version it was
-- based on, and whether the clerk changed it (server/inbox/estimate-reply.ts; issue 41).
ALTER TABLE "inbox_events" ADD COLUMN "estimate_basis" jsonb;