CREATE TABLE "bank_feed_decisions" (
	"item_id" text PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bank_feed_decisions_transfer_idx" ON "bank_feed_decisions" USING btree ("transfer_id");