CREATE TABLE "payout_runs" (
	"run" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "schedule_run" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_per_run" ON "payouts" USING btree ("user_id","schedule_run") WHERE schedule_run is not null;