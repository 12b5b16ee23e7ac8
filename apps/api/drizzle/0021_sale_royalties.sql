ALTER TABLE "orders" ADD COLUMN "royalty_credited_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines recorded before royalties were credited on import were settled by staff by hand (the
-- staff ledger's royalty entries): they count as credited, so a re-import credits only what
-- changes from now on.
UPDATE "orders" SET "royalty_credited_cents" = CASE WHEN "outcome" = 'sale' THEN "quantity" * "unit_royalty_cents" ELSE 0 END;
