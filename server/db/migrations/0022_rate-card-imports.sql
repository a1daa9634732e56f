-- Rate-card imports (server/rate-cards/imports.ts) and work done once a period across servers
-- (the daily expiry email): decision 0022.
CREATE TABLE "periodic_runs" (
	"name" text NOT NULL,
	"period" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periodic_runs_name_period_pk" PRIMARY KEY("name","period")
);
--> statement-breakpoint
CREATE TABLE "rate_card_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_card_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"cards" jsonb NOT NULL,
	"rows" integer NOT NULL,
	"refused_rows" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
ALTER TABLE "rate_card_imports" ADD CONSTRAINT "rate_card_imports_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_imports" ADD CONSTRAINT "rate_card_imports_undone_by_staff_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;