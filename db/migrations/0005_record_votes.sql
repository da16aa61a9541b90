CREATE TABLE "record_votes" (
	"site_id" text NOT NULL,
	"section_id" text NOT NULL,
	"record_id" text NOT NULL,
	"voter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_votes" ADD CONSTRAINT "record_votes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_votes_unique" ON "record_votes" USING btree ("site_id","section_id","record_id","voter");