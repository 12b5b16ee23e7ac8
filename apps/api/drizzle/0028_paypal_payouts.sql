ALTER TABLE "payouts" ADD COLUMN "usd_cents" bigint;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "rate_micros" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paypal_batch_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paypal_item_id" text;