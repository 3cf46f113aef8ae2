CREATE TABLE "draw_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"purpose" text NOT NULL,
	"weights" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"roll" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"net_deposits" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_accruals_amount_positive" CHECK ("invite_accruals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_receipts_amount_positive" CHECK ("refund_receipts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_seed_id_draw_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."draw_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_seeds_one_current" ON "draw_seeds" USING btree ("member_id") WHERE "draw_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_seeds_hash_key" ON "draw_seeds" USING btree ("server_seed_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_member_nonce_key" ON "draws" USING btree ("member_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_movement_key" ON "draws" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "draws_member_idx" ON "draws" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_accruals_invitee_period_key" ON "invite_accruals" USING btree ("invitee_id","period_start");--> statement-breakpoint
CREATE INDEX "invite_accruals_inviter_idx" ON "invite_accruals" USING btree ("inviter_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_receipts_member_period_key" ON "refund_receipts" USING btree ("member_id","period_start");--> statement-breakpoint
-- hand-written below
-- The refund and the invite commission read a member's journals over a period (ADR invite-refunds).
CREATE INDEX IF NOT EXISTS "journal_transactions_member_created_idx" ON "journal_transactions" USING btree ("member_id", "created_at");
