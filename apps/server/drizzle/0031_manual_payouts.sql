CREATE TABLE "manual_payouts" (
	"ref" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_no" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"status" text DEFAULT 'to_pay' NOT NULL,
	"bank_reference" text,
	"reason" text,
	"operator_id" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "manual_payouts_bank_reference_idx" ON "manual_payouts" USING btree ("bank_reference");--> statement-breakpoint
CREATE INDEX "manual_payouts_status_idx" ON "manual_payouts" USING btree ("status","created_at");