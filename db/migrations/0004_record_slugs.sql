CREATE TABLE "record_slugs" (
	"site_id" text NOT NULL,
	"section_id" text NOT NULL,
	"slug" text NOT NULL,
	"record_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_slugs" ADD CONSTRAINT "record_slugs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_slugs_slug_unique" ON "record_slugs" USING btree ("site_id","section_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "record_slugs_record_unique" ON "record_slugs" USING btree ("site_id","section_id","record_id");