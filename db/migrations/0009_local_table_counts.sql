ALTER TABLE "local_tables" ADD COLUMN "record_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "local_tables" AS t SET "record_count" = (SELECT count(*) FROM "local_records" AS r WHERE r."site_id" = t."site_id" AND r."table_id" = t."id");--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "local_records_site_table" (ndistinct, dependencies, mcv) ON "site_id", "table_id" FROM "local_records";
