-- A quote is found by its origin and destination too. Dropping search_text drops its trigram
-- index with it, which drizzle-kit does not know: the index is made again at once, as in 0008.
ALTER TABLE "quote_requests" drop column "search_text";--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("reference" || ' ' || "name" || ' ' || coalesce("company", '') || ' ' || "email" || ' ' || "phone" || ' ' || "origin_city" || ' ' || "origin_country" || ' ' || "destination_city" || ' ' || "destination_country" || ' ' || "commodity" || ' ' || coalesce("notes", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_requests_search_idx" ON "quote_requests" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_applications_position_created_idx" ON "job_applications" USING btree ("position_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_quote_request_idx" ON "shipments" USING btree ("quote_request_id");