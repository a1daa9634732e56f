DROP INDEX "contact_messages_search_idx";--> statement-breakpoint
DROP INDEX "job_applications_search_idx";--> statement-breakpoint
DROP INDEX "quote_requests_search_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_new_created_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "status" = 'new';--> statement-breakpoint
CREATE INDEX "job_applications_new_created_idx" ON "job_applications" USING btree ("created_at","id") WHERE "status" = 'new';--> statement-breakpoint
CREATE INDEX "quote_requests_new_created_idx" ON "quote_requests" USING btree ("created_at","id") WHERE "status" = 'new';--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quote_requests_search_idx" ON "quote_requests" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);