-- Email invitations to a portal expire (issue 24). Invitations sent before this have the full lifetime from now on (14 days, END_USER_INVITATION_TTL_DAYS).
ALTER TABLE "invitations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invitations" SET "expires_at" = now() + interval '14 days';--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "expires_at" SET NOT NULL;
