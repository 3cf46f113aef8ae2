CREATE TABLE "withdrawal_bonus_splits" (
	"withdrawal_movement_id" bigint PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"member_bonus_id" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"deducted" bigint NOT NULL,
	"forfeit_movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "withdrawal_bonus_splits" ADD CONSTRAINT "withdrawal_bonus_splits_member_bonus_id_member_bonuses_id_fk" FOREIGN KEY ("member_bonus_id") REFERENCES "public"."member_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_bonus_splits_member_idx" ON "withdrawal_bonus_splits" USING btree ("member_id");--> statement-breakpoint
-- Withdrawals made before this table: the bonus a withdrawal ended and its forfeit were written in
-- one transaction, so the bonus's ended_at and the withdrawal's created_at are the same now().
INSERT INTO "withdrawal_bonus_splits" ("withdrawal_movement_id", "member_id", "member_bonus_id", "payout", "deducted", "forfeit_movement_id", "created_at")
SELECT w.id, mb.member_id, mb.id, w.amount, coalesce(f.amount, 0), f.id, w.created_at
FROM "member_bonuses" mb
JOIN "movements" w ON w.member_id = mb.member_id AND w.kind = 'withdrawal' AND w.created_at = mb.ended_at
LEFT JOIN "movements" f ON f.op_key = 'bonus:forfeit:' || mb.id
WHERE mb.end_reason = 'withdraw'
ON CONFLICT DO NOTHING;
