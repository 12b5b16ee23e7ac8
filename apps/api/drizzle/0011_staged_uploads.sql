-- Uploads in progress start again: their chunks were stored one file each, and are now written
-- into one staged file per upload (the abandoned parts' files are left to the operator).
DELETE FROM "uploads";--> statement-breakpoint
DROP TABLE "upload_parts" CASCADE;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "staging_key" text NOT NULL;
