ALTER TABLE "payment_transactions" ADD COLUMN "provider" text DEFAULT 'payfast' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "charged_usd_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "rate_micros" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "paypal_order_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "paypal_capture_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_paypal_order_id_unique" UNIQUE("paypal_order_id");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_paypal_capture_id_unique" UNIQUE("paypal_capture_id");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_paypal_charge" CHECK ("payment_transactions"."provider" = 'payfast' or ("payment_transactions"."charged_usd_cents" > 0 and "payment_transactions"."rate_micros" > 0));