CREATE TABLE "game_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"logo" text NOT NULL,
	"background" text NOT NULL,
	"ft_wallet_slot" double precision DEFAULT 1 NOT NULL,
	"web_url" text,
	"android_url" text,
	"ios_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"member_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"reply" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "journal_entries_nonzero" CHECK ("journal_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "journal_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("member_id","kind","name"),
	CONSTRAINT "ledger_accounts_member_nonnegative" CHECK ("ledger_accounts"."member_id" IS NULL OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_house_unowned" CHECK (("ledger_accounts"."kind" = 'house') = ("ledger_accounts"."member_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" bigint NOT NULL,
	"statement_type" text NOT NULL,
	"kind" text NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"provider" text,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"op_key" text,
	"details" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movements_amount_positive" CHECK ("movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_transfers" (
	"provider" text NOT NULL,
	"ref" text NOT NULL,
	"username" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_game_transfers_provider_ref_pk" PRIMARY KEY("provider","ref")
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_wallets" (
	"provider" text NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_game_wallets_provider_username_pk" PRIMARY KEY("provider","username"),
	CONSTRAINT "sandbox_game_wallets_nonnegative" CHECK ("sandbox_game_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"ref" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_no" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_journal_id_journal_transactions_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_accounts_member_provider_key" ON "game_accounts" USING btree ("member_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "game_accounts_provider_username_key" ON "game_accounts" USING btree ("provider","username");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_journal_idx" ON "journal_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "journal_entries_account_idx" ON "journal_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "journal_transactions_movement_idx" ON "journal_transactions" USING btree ("movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movements_reference_key" ON "movements" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "movements_op_key" ON "movements" USING btree ("op_key");--> statement-breakpoint
CREATE INDEX "movements_member_idx" ON "movements" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "movements_pending_idx" ON "movements" USING btree ("kind","updated_at") WHERE "movements"."status" = 'PENDING';