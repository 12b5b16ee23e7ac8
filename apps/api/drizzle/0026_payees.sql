CREATE TABLE "book_payees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_payees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"share_basis_points" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"user_id" integer,
	"file_key" text,
	"answered_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_payees_share_range" CHECK ("book_payees"."share_basis_points" > 0 and "book_payees"."share_basis_points" < 10000)
);
--> statement-breakpoint
CREATE TABLE "held_royalties" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "held_royalties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_payees" ADD CONSTRAINT "book_payees_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_payees" ADD CONSTRAINT "book_payees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_royalties" ADD CONSTRAINT "held_royalties_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_payees_book_idx" ON "book_payees" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "book_payees_email_idx" ON "book_payees" USING btree ("email");--> statement-breakpoint
CREATE INDEX "held_royalties_book_idx" ON "held_royalties" USING btree ("book_id");