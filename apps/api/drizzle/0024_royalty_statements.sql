CREATE TABLE "royalty_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "royalty_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"opening_cents" bigint NOT NULL,
	"closing_cents" bigint NOT NULL,
	"statement" jsonb NOT NULL,
	"pdf_key" text,
	"pdf_bytes" integer,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_runs" (
	"month" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_statements_one_per_month" ON "royalty_statements" USING btree ("user_id","month");--> statement-breakpoint
-- Royalty rows credited before this migration name their line by its order only ('Order 8101'):
-- each is linked to the line when the order holds exactly one line of a book of that author.
UPDATE "balance_entries" SET "order_line_id" = "line"."id"
FROM (
	SELECT "orders"."id", "orders"."order_id", "books"."user_id",
		count(*) OVER (PARTITION BY "orders"."order_id", "books"."user_id") AS "lines"
	FROM "orders" JOIN "books" ON "books"."id" = "orders"."book_id"
) AS "line"
WHERE "balance_entries"."kind" IN ('royalty', 'royalty-return')
	AND "line"."lines" = 1
	AND "line"."user_id" = "balance_entries"."user_id"
	AND "balance_entries"."reference" = 'Order ' || "line"."order_id";
