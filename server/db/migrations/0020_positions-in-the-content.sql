-- Job positions become items of the content's 'positions' collection
-- (schemas/content/positions.ts): ids and slugs kept, so /careers/1 and the applications naming
-- a position keep it. A draft stays a draft; a published or closed one is published, a closed
-- one with "Closed early" set. Each text is { en, bn }; a list's entries pair the English and
-- the Bangla by their place (a Bangla list longer or shorter than its English leaves an entry
-- with one side empty, shown to visitors as before and asked for at the next save). A published
-- position gets one published version, by whoever last published it, so the first publication
-- stays its datePosted. Its history of changes is in audit_log, written with each change.
CREATE FUNCTION "pg_temp"."paired_texts"("english" text[], "bangla" text[]) RETURNS jsonb
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    jsonb_agg(
      jsonb_build_object('en', coalesce(e.entry, ''), 'bn', coalesce(b.entry, ''))
      ORDER BY coalesce(e.place, b.place)
    ),
    '[]'::jsonb
  )
  FROM unnest(english) WITH ORDINALITY AS e(entry, place)
  FULL JOIN unnest(bangla) WITH ORDINALITY AS b(entry, place) ON e.place = b.place
$$;
--> statement-breakpoint
CREATE TEMPORARY TABLE "moved_positions" AS
SELECT
  p."id",
  p."slug",
  p."status",
  p."published_at",
  p."created_at",
  p."updated_at",
  (
    SELECT e."actor_id" FROM "job_position_events" e
    WHERE e."position_id" = p."id" AND e."actor_id" IS NOT NULL
    ORDER BY e."created_at" DESC, e."id" DESC LIMIT 1
  ) AS "last_actor",
  (
    SELECT e."actor_id" FROM "job_position_events" e
    WHERE e."position_id" = p."id" AND e."action" IN ('published', 'created')
    ORDER BY e."created_at" DESC, e."id" DESC LIMIT 1
  ) AS "publisher",
  jsonb_build_object(
    'title', jsonb_build_object('en', p."title", 'bn', p."title_bn"),
    'department', jsonb_build_object('en', p."department", 'bn', p."department_bn"),
    'location', p."location",
    'type', p."type",
    'applyBy', to_char(p."apply_by", 'YYYY-MM-DD'),
    'closed', p."status" = 'closed',
    'summary', jsonb_build_object('en', p."summary", 'bn', p."summary_bn"),
    'description', "pg_temp"."paired_texts"(p."description", p."description_bn"),
    'responsibilities', "pg_temp"."paired_texts"(p."responsibilities", p."responsibilities_bn"),
    'requirements', "pg_temp"."paired_texts"(p."requirements", p."requirements_bn")
  ) AS "data"
FROM "job_positions" p
WHERE NOT EXISTS (
  SELECT 1 FROM "content_entries" c WHERE c."collection" = 'positions' AND c."id" = p."id"
);
--> statement-breakpoint
INSERT INTO "content_entries" ("collection", "id", "slug", "sort_order", "draft", "published",
  "published_at", "created_at", "updated_at", "updated_by")
SELECT 'positions', "id", "slug", "id",
  CASE WHEN "status" = 'draft' THEN "data" END,
  CASE WHEN "status" <> 'draft' THEN "data" END,
  CASE WHEN "status" <> 'draft' THEN coalesce("published_at", "updated_at") END,
  "created_at", "updated_at", "last_actor"
FROM "moved_positions";
--> statement-breakpoint
INSERT INTO "content_versions" ("collection", "entry_id", "data", "published_at", "published_by")
SELECT 'positions', "id", "data", coalesce("published_at", "created_at"), "publisher"
FROM "moved_positions" WHERE "status" <> 'draft';
--> statement-breakpoint
INSERT INTO "content_generation" ("id", "generation")
SELECT 1, 1 WHERE EXISTS (SELECT 1 FROM "moved_positions")
ON CONFLICT ("id") DO UPDATE SET "generation" = "content_generation"."generation" + 1;
--> statement-breakpoint
DROP TABLE "moved_positions";
--> statement-breakpoint
DROP FUNCTION "pg_temp"."paired_texts"(text[], text[]);
--> statement-breakpoint
DROP TABLE "job_position_events" CASCADE;--> statement-breakpoint
DROP TABLE "job_positions" CASCADE;