-- The company's phones are its headquarters' (schemas/content/company.ts): the copy the company
-- entry kept goes, from its draft and its published data. Published versions keep it, as the
-- history of what was shown.
UPDATE "content_entries" SET "draft" = "draft" - 'phones'
  WHERE "collection" = 'company' AND "draft" IS NOT NULL AND "draft" ? 'phones';
--> statement-breakpoint
UPDATE "content_entries" SET "published" = "published" - 'phones'
  WHERE "collection" = 'company' AND "published" IS NOT NULL AND "published" ? 'phones';
