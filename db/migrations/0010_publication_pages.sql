CREATE TABLE "publication_pages" (
	"publication_id" text NOT NULL,
	"page_id" text NOT NULL,
	"contents" jsonb NOT NULL,
	CONSTRAINT "publication_pages_publication_id_page_id_pk" PRIMARY KEY("publication_id","page_id")
);
--> statement-breakpoint
ALTER TABLE "publication_pages" ADD CONSTRAINT "publication_pages_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;