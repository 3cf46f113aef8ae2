CREATE TABLE "ledger_hourly_totals" (
	"hour" timestamp with time zone NOT NULL,
	"account" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_hourly_totals_hour_account_channel_pk" PRIMARY KEY("hour","account","channel")
);
--> statement-breakpoint
CREATE TABLE "ledger_rolled_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
