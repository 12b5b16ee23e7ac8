ALTER TABLE "cart_refunds" DROP CONSTRAINT "cart_refunds_paypal_refund";--> statement-breakpoint
ALTER TABLE "cart_refunds" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_refunds" ADD COLUMN "paypal_request_id" text;--> statement-breakpoint
ALTER TABLE "cart_refunds" ADD CONSTRAINT "cart_refunds_paypal_refund" CHECK ("cart_refunds"."destination" <> 'paypal' or ("cart_refunds"."usd_cents" > 0 and ("cart_refunds"."state" = 'pending' or "cart_refunds"."paypal_refund_id" is not null)));