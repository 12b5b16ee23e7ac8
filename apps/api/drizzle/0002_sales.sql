CREATE TABLE "book_renewals" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"customer" text NOT NULL,
	"sale_status" text NOT NULL,
	"outcome" text NOT NULL,
	"selling_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_royalty_cents" integer NOT NULL,
	"product_title" text NOT NULL,
	"takealot_url" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_selling_price_not_negative" CHECK ("orders"."selling_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "book_renewals" ADD CONSTRAINT "book_renewals_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_line_unique" ON "orders" USING btree ("order_id","book_id");--> statement-breakpoint
CREATE INDEX "orders_book_idx" ON "orders" USING btree ("book_id","created_at");