CREATE TABLE "binding_prices" (
	"market" text NOT NULL,
	"id" text NOT NULL,
	"per_book" integer NOT NULL,
	"max_pages" integer,
	CONSTRAINT "binding_prices_market_id_pk" PRIMARY KEY("market","id")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "books_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"region" text NOT NULL,
	"book_title" text NOT NULL,
	"format_type" text NOT NULL,
	"isbn" text,
	"book_code" text,
	"no_of_pages" integer NOT NULL,
	"local_price_cents" integer,
	"international_price_cents" integer,
	"local_royalty_cents" integer,
	"international_royalty_cents" integer,
	"total_cost_cents" integer NOT NULL,
	"status" text DEFAULT 'quote' NOT NULL,
	"book_stage" text DEFAULT 'getquote' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"meta_data_info" jsonb,
	"contract_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cover_type_prices" (
	"market" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"per_cover" integer NOT NULL,
	CONSTRAINT "cover_type_prices_market_id_pk" PRIMARY KEY("market","id")
);
--> statement-breakpoint
CREATE TABLE "digital_terms" (
	"format" text PRIMARY KEY NOT NULL,
	"wholesale_discount" integer NOT NULL,
	"royalty_share" integer NOT NULL,
	"upload_fee" integer NOT NULL,
	"conversion_fixed" integer,
	"recording_per_page" integer,
	CONSTRAINT "digital_terms_fee_per_format" CHECK (("digital_terms"."format" = 'ebook' AND "digital_terms"."conversion_fixed" IS NOT NULL)
        OR ("digital_terms"."format" = 'audiobook' AND "digital_terms"."recording_per_page" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "market_terms" (
	"market" text PRIMARY KEY NOT NULL,
	"duplex_per_book" integer NOT NULL,
	"soft_touch_per_cover" integer NOT NULL,
	"spiral_per_book" integer NOT NULL,
	"perforation_per_book" integer NOT NULL,
	"spot_uv_per_cover" integer NOT NULL,
	"marketplace_discount" integer NOT NULL,
	"prices_include_vat" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_type_prices" (
	"market" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"max_page" integer NOT NULL,
	"caliper_mm" double precision NOT NULL,
	"per_page_bw" integer NOT NULL,
	"per_page_colour" integer NOT NULL,
	CONSTRAINT "paper_type_prices_market_id_pk" PRIMARY KEY("market","id")
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_single_row" CHECK ("price_list"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"isbn" text,
	"specs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"cost" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trim_sizes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"orientation" text NOT NULL,
	"template" text NOT NULL,
	"local" boolean NOT NULL,
	"international" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_artists" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"nationality" text NOT NULL,
	"sample_url" text
);
--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_user_idx" ON "books" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_one_record_per_market" ON "books" USING btree ("quote_id","region");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_isbn_unique" ON "quotes" USING btree ("isbn");