CREATE TABLE "shipment_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"file_id" text,
	"file_name" text,
	"file_type" text,
	"file_bytes" integer,
	"uploaded_at" timestamp with time zone,
	"uploaded_by_staff" text,
	"uploaded_by_customer" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_documents_state_check" CHECK ("shipment_documents"."state" in ('requested', 'uploaded', 'accepted', 'refused', 'not-needed'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "direction" text DEFAULT 'export' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "goods" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_uploaded_by_staff_staff_users_id_fk" FOREIGN KEY ("uploaded_by_staff") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_uploaded_by_customer_customer_users_id_fk" FOREIGN KEY ("uploaded_by_customer") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_documents_shipment_kind_idx" ON "shipment_documents" USING btree ("shipment_id","kind");--> statement-breakpoint
CREATE INDEX "shipment_documents_file_idx" ON "shipment_documents" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_direction_check" CHECK ("shipments"."direction" in ('export', 'import'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_goods_check" CHECK ("shipments"."goods" in ('general', 'garments'));