CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"original" "bytea" NOT NULL,
	"mime" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"focal_x" numeric(4, 3) DEFAULT 0.5 NOT NULL,
	"focal_y" numeric(4, 3) DEFAULT 0.5 NOT NULL,
	"alt" jsonb NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"job_attempts" integer DEFAULT 0 NOT NULL,
	"job_lease_until" timestamp with time zone,
	"job_error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_derivatives" (
	"media_id" text NOT NULL,
	"aspect" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"content" "bytea" NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_derivatives_media_id_aspect_width_format_pk" PRIMARY KEY("media_id","aspect","width","format")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_derivatives" ADD CONSTRAINT "media_derivatives_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "media_processing_idx" ON "media" USING btree ("job_lease_until") WHERE "status" = 'processing';--> statement-breakpoint
CREATE INDEX "media_derivatives_hash_idx" ON "media_derivatives" USING btree ("hash");