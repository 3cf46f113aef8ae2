CREATE TABLE "payout_batch_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batch_imports_file_key" UNIQUE("batch_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "payout_batch_items" (
	"batch_id" bigint NOT NULL,
	"ref" text NOT NULL,
	"line" integer NOT NULL,
	"amount" bigint NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"bank_reference" text,
	"reason" text,
	"first_operator_id" bigint,
	"first_amount" bigint,
	"first_bank_reference" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payout_batch_items_batch_id_ref_pk" PRIMARY KEY("batch_id","ref")
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"layout" text NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_payouts" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
CREATE INDEX "manual_payouts_batch_idx" ON "manual_payouts" USING btree ("batch_id");