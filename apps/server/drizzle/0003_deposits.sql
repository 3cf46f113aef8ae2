CREATE TABLE "gateway_payments" (
	"channel" text NOT NULL,
	"txn_id" text NOT NULL,
	"qrcode_id" text,
	"member_id" bigint,
	"amount" bigint NOT NULL,
	"outcome" text NOT NULL,
	"movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_payments_channel_txn_id_pk" PRIMARY KEY("channel","txn_id")
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"payload" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_transfers" (
	"sending_bank" text NOT NULL,
	"trans_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"receiver_bank" text NOT NULL,
	"receiver_account_no" text NOT NULL,
	"sender_account_no" text,
	"transferred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_bank_transfers_sending_bank_trans_ref_pk" PRIMARY KEY("sending_bank","trans_ref")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"ref" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_truemoney_vouchers" (
	"voucher_hash" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"redeemed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_truemoney_vouchers_positive" CHECK ("sandbox_truemoney_vouchers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "slip_refs" (
	"sending_bank" text NOT NULL,
	"trans_ref" text NOT NULL,
	"slip_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slip_refs_sending_bank_trans_ref_pk" PRIMARY KEY("sending_bank","trans_ref")
);
--> statement-breakpoint
CREATE TABLE "slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" bigint NOT NULL,
	"sending_bank" text,
	"trans_ref" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"file_key" text NOT NULL,
	"movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truemoney_vouchers" (
	"voucher_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint,
	"status" text NOT NULL,
	"movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_one_active" ON "qr_codes" USING btree ("member_id") WHERE "qr_codes"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_gateway_ref_key" ON "qr_codes" USING btree ("channel","gateway_ref");--> statement-breakpoint
CREATE INDEX "qr_codes_member_idx" ON "qr_codes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slips_reference_key" ON "slips" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "slips_member_idx" ON "slips" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "truemoney_vouchers_member_idx" ON "truemoney_vouchers" USING btree ("member_id");