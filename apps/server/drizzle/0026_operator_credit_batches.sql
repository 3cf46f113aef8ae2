CREATE TABLE "operator_credit_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"file_sha256" text,
	"bank_code" text,
	"account_no" text,
	"item_id" text,
	"requested_by" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_credits" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
ALTER TABLE "operator_credits" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_credits" ADD COLUMN "decision_reason" text;--> statement-breakpoint
CREATE INDEX "operator_credits_batch_idx" ON "operator_credits" USING btree ("batch_id");