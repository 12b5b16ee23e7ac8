CREATE TABLE "cart_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"staff_id" integer,
	"destination" text NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"pf_refund_id" text,
	"credit_note_key" text,
	"credit_note_file_name" text,
	"credit_note_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_refunds_amount_positive" CHECK ("cart_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_refunds" ADD CONSTRAINT "cart_refunds_cart_payment_id_cart_payments_id_fk" FOREIGN KEY ("cart_payment_id") REFERENCES "public"."cart_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_refunds" ADD CONSTRAINT "cart_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_refunds" ADD CONSTRAINT "cart_refunds_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_refunds_payment_idx" ON "cart_refunds" USING btree ("cart_payment_id");--> statement-breakpoint
CREATE INDEX "cart_refunds_user_idx" ON "cart_refunds" USING btree ("user_id");