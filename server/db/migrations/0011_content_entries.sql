CREATE TABLE "content_entries" (
	"collection" text NOT NULL,
	"id" integer NOT NULL,
	"slug" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"draft" jsonb,
	"published" jsonb,
	"revision" integer DEFAULT 1 NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "content_entries_collection_id_pk" PRIMARY KEY("collection","id")
);
--> statement-breakpoint
CREATE TABLE "content_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection" text NOT NULL,
	"entry_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_staff_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_publish_at_idx" ON "content_entries" USING btree ("publish_at") WHERE "content_entries"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "content_entries_unpublish_at_idx" ON "content_entries" USING btree ("unpublish_at") WHERE "content_entries"."unpublish_at" is not null;--> statement-breakpoint
CREATE INDEX "content_versions_entry_idx" ON "content_versions" USING btree ("collection","entry_id","published_at");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('admin', 'sales', 'hr', 'editor'));