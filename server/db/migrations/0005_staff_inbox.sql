CREATE TABLE "inbox_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"assignee_id" text,
	"body" text,
	"outbox_id" integer,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_events_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "email" || ' ' || "phone" || ' ' || "message")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "email" || ' ' || "phone" || ' ' || coalesce("cover_letter", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("reference" || ' ' || "name" || ' ' || coalesce("company", '') || ' ' || "email" || ' ' || "phone" || ' ' || "commodity" || ' ' || coalesce("notes", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_events_item_idx" ON "inbox_events" USING btree ("item_kind","item_id","id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_assignee_created_idx" ON "contact_messages" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_status_created_idx" ON "job_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_assignee_created_idx" ON "job_applications" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_idx" ON "quote_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_requests_assignee_created_idx" ON "quote_requests" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_requests_search_idx" ON "quote_requests" USING gin ("search_text" gin_trgm_ops);