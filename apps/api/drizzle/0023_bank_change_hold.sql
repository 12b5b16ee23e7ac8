ALTER TABLE "users" ADD COLUMN "bank_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_change_confirmed_at" timestamp with time zone;