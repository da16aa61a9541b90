ALTER TABLE "sites" ADD COLUMN "custom_domain_token" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "custom_domain_added_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "custom_domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "custom_domain_state" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "custom_domain_check" jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "custom_domain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "custom_domain_check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "custom_domain_next_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sites_custom_domain_next_check" ON "sites" USING btree ("custom_domain_next_check_at") WHERE "sites"."custom_domain_next_check_at" is not null;