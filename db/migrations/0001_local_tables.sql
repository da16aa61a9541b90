CREATE TABLE "local_records" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"site_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"cell_index" jsonb NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "local_records_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"primary_field_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"views" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_records" ADD CONSTRAINT "local_records_table_id_local_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."local_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_records" ADD CONSTRAINT "local_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_tables" ADD CONSTRAINT "local_tables_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_records_site_table_created" ON "local_records" USING btree ("site_id","table_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "local_records_fields_gin" ON "local_records" USING gin ("fields" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "local_tables_site" ON "local_tables" USING btree ("site_id","position");