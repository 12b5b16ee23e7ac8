CREATE TABLE "cart_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"coupon_id" integer,
	"lines" jsonb NOT NULL,
	"total_excluding_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"coupon_deduction_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"invoice_key" text,
	"invoice_file_name" text,
	"invoice_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"coupon_id" integer,
	"local_book_id" integer,
	"international_book_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"pf_payment_id" text,
	"fee_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_transactions_pf_payment_id_unique" UNIQUE("pf_payment_id"),
	CONSTRAINT "payment_transactions_amount_positive" CHECK ("payment_transactions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_payments" ADD CONSTRAINT "cart_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_payments" ADD CONSTRAINT "cart_payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_payments_one_per_key" ON "cart_payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cart_payments_user_idx" ON "cart_payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_idx" ON "payment_transactions" USING btree ("user_id");