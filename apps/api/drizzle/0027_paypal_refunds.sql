ALTER TABLE "cart_refunds" ADD COLUMN "paypal_refund_id" text;--> statement-breakpoint
ALTER TABLE "cart_refunds" ADD COLUMN "paypal_refund_status" text;--> statement-breakpoint
ALTER TABLE "cart_refunds" ADD COLUMN "usd_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_refunds" ADD CONSTRAINT "cart_refunds_paypal_refund" CHECK ("cart_refunds"."destination" <> 'paypal' or ("cart_refunds"."usd_cents" > 0 and "cart_refunds"."paypal_refund_id" is not null));