CREATE SEQUENCE "public"."booking_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"company_id" integer NOT NULL,
	"person_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"mode" text NOT NULL,
	"origin" text NOT NULL,
	"origin_code" text,
	"destination" text NOT NULL,
	"destination_code" text,
	"incoterm" text NOT NULL,
	"ready_date" date NOT NULL,
	"pickup_place" text NOT NULL,
	"commodity" text NOT NULL,
	"cargo" jsonb NOT NULL,
	"shipper" jsonb NOT NULL,
	"consignee" jsonb NOT NULL,
	"notes" text,
	"estimate_card_id" integer,
	"estimate_card_version_id" integer,
	"estimate" jsonb,
	"quote_request_id" integer,
	"question" text,
	"question_by" text,
	"question_at" timestamp with time zone,
	"shipment_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" text,
	"search_text" text GENERATED ALWAYS AS (lower("reference" || ' ' || "name" || ' ' || "email" || ' ' || "phone" || ' ' || "origin" || ' ' || "destination" || ' ' || "commodity" || ' ' || "pickup_place")) STORED NOT NULL,
	CONSTRAINT "booking_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "booking_requests_state_check" CHECK ("booking_requests"."state" in ('sent', 'question', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "saved_parties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_parties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_company_id_customer_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customer_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_person_id_customer_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_question_by_staff_users_id_fk" FOREIGN KEY ("question_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_parties" ADD CONSTRAINT "saved_parties_company_id_customer_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customer_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_created_idx" ON "booking_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "booking_requests_status_created_idx" ON "booking_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "booking_requests_new_created_idx" ON "booking_requests" USING btree ("created_at","id") WHERE "status" = 'new';--> statement-breakpoint
CREATE INDEX "booking_requests_assignee_created_idx" ON "booking_requests" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "booking_requests_search_idx" ON "booking_requests" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "booking_requests_company_idx" ON "booking_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_shipment_idx" ON "booking_requests" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_parties_company_name_idx" ON "saved_parties" USING btree ("company_id","name_key");