CREATE TABLE "airtable_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"base_id" text NOT NULL,
	"airtable_webhook_id" text NOT NULL,
	"mac_secret" text NOT NULL,
	"cursor" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airtable_webhooks" ADD CONSTRAINT "airtable_webhooks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "airtable_webhooks_workspace_base_unique" ON "airtable_webhooks" USING btree ("workspace_id","base_id");--> statement-breakpoint
CREATE INDEX "airtable_webhooks_expires" ON "airtable_webhooks" USING btree ("expires_at");