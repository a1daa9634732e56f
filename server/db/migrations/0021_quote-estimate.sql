CREATE TABLE "no_rate_lanes" (
	"mode" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "no_rate_lanes_mode_origin_destination_pk" PRIMARY KEY("mode","origin","destination")
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate_card_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate_card_version_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
CREATE INDEX "no_rate_lanes_count_idx" ON "no_rate_lanes" USING btree ("count","last_asked_at");