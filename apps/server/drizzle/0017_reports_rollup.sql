CREATE TABLE "ledger_audit_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"journals" bigint NOT NULL,
	"problems" jsonb NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_daily_totals" (
	"day" date NOT NULL,
	"account" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_daily_totals_day_account_channel_pk" PRIMARY KEY("day","account","channel")
);
--> statement-breakpoint
CREATE TABLE "ledger_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_audit_runs_started_idx" ON "ledger_audit_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "journal_transactions_created_idx" ON "journal_transactions" USING btree ("created_at");