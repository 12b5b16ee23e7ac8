ALTER TABLE "uploads" ADD COLUMN "stored_ahead_bits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Uploads in progress keep the chunks they stored ahead: chunk i becomes bit i - next_index - 1.
UPDATE "uploads" SET "stored_ahead_bits" = (SELECT coalesce(sum(1 << (i - "next_index" - 1)), 0) FROM unnest("stored_ahead") i WHERE i > "next_index");--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "stored_ahead";
