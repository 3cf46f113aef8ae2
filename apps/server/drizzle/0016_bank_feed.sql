CREATE TABLE "bank_amount_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"transfer_id" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_feed_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_feed_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"natural_key" text NOT NULL,
	"device_id" text,
	"bank_code" text,
	"account" text,
	"amount" bigint,
	"bank_time" timestamp with time zone,
	"reference" text,
	"sender_bank" text,
	"sender_account" text,
	"sender_name" text,
	"raw" text NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"bank_time" timestamp with time zone NOT NULL,
	"reference" text,
	"sender_bank" text,
	"sender_account" text,
	"sender_name" text,
	"seen_by" text[] NOT NULL,
	"outcome" text NOT NULL,
	"member_id" bigint,
	"matched_by" text,
	"candidates" jsonb,
	"op_key" text,
	"notice_movement_id" bigint,
	"movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_bank_transfers" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "sandbox_bank_transfers" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_amount_requests_open_amount" ON "bank_amount_requests" USING btree ("bank_code","account_no","amount") WHERE "bank_amount_requests"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "bank_amount_requests_member_idx" ON "bank_amount_requests" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_feed_entries_natural_key" ON "bank_feed_entries" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "bank_feed_entries_status_idx" ON "bank_feed_entries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bank_transfers_match_idx" ON "bank_transfers" USING btree ("bank_code","account_no","amount","bank_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_reference_key" ON "bank_transfers" USING btree ("bank_code","reference") WHERE "bank_transfers"."reference" IS NOT NULL;