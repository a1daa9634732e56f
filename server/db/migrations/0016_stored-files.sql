CREATE TABLE "stored_file_pieces" (
	"file_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_pieces_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"byte_size" integer NOT NULL,
	"pieces" integer NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "cv_file_id" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "original_file_id" text;--> statement-breakpoint
ALTER TABLE "media_derivatives" ADD COLUMN "file_id" text;--> statement-breakpoint
-- Every value already stored becomes a stored file of 256 KiB pieces (written by hand: drizzle-kit
-- generates no data moves).
UPDATE "media" SET "original_file_id" = gen_random_uuid()::text;--> statement-breakpoint
UPDATE "media_derivatives" SET "file_id" = gen_random_uuid()::text;--> statement-breakpoint
UPDATE "job_applications" SET "cv_file_id" = gen_random_uuid()::text WHERE "cv_content" IS NOT NULL;--> statement-breakpoint
CREATE TEMPORARY TABLE "moved_values" AS
  SELECT "original_file_id" AS "id", "original" AS "bytes" FROM "media"
  UNION ALL SELECT "file_id", "content" FROM "media_derivatives"
  UNION ALL SELECT "cv_file_id", "cv_content" FROM "job_applications" WHERE "cv_content" IS NOT NULL;--> statement-breakpoint
INSERT INTO "stored_files" ("id", "byte_size", "pieces", "complete")
  SELECT "id", length("bytes"), greatest(1, ceil(length("bytes") / 262144.0))::integer, true
  FROM "moved_values";--> statement-breakpoint
INSERT INTO "stored_file_pieces" ("file_id", "seq", "bytes")
  SELECT "id", "piece", substring("bytes" FROM "piece" * 262144 + 1 FOR 262144)
  FROM "moved_values",
    generate_series(0, greatest(1, ceil(length("bytes") / 262144.0))::integer - 1) AS "piece";--> statement-breakpoint
DROP TABLE "moved_values";--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "original_file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media_derivatives" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_file_pieces" ADD CONSTRAINT "stored_file_pieces_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_file_id_stored_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_original_file_id_stored_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_derivatives" ADD CONSTRAINT "media_derivatives_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" DROP COLUMN "cv_content";--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "original";--> statement-breakpoint
ALTER TABLE "media_derivatives" DROP COLUMN "content";