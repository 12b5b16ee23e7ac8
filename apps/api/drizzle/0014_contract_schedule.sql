ALTER TABLE "contracts" ADD COLUMN "schedule" jsonb DEFAULT '{"authors":[],"contributors":[],"services":null}'::jsonb NOT NULL;--> statement-breakpoint
-- Each book record names its latest signed contract version, by the name `getfile` serves it.
UPDATE "books" SET "contract_file" = 'contract-' || "latest"."id" || '.pdf' FROM (SELECT DISTINCT ON ("book_id") "id", "book_id" FROM "contracts" ORDER BY "book_id", "version" DESC) AS "latest" WHERE "books"."id" = "latest"."book_id";
