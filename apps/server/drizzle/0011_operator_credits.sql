CREATE TABLE "operator_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"first_operator_id" bigint NOT NULL,
	"second_operator_id" bigint,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "operator_credits_amount_positive" CHECK ("operator_credits"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operator_credits_source_key" ON "operator_credits" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "operator_credits_member_idx" ON "operator_credits" USING btree ("member_id","applied_at");--> statement-breakpoint
CREATE INDEX "operator_credits_operator_idx" ON "operator_credits" USING btree ("first_operator_id","applied_at");--> statement-breakpoint
-- The credits made before this table count toward the rolling day as well (ADR 0054).
INSERT INTO "operator_credits" ("member_id", "source", "source_id", "amount", "first_operator_id", "second_operator_id", "status", "reason", "created_at", "applied_at")
SELECT a.member_id, 'adjustment', a.id::text, a.amount, a.requested_by,
       CASE WHEN a.decided_by <> a.requested_by THEN a.decided_by END, 'APPLIED', a.reason, a.created_at, a.decided_at
FROM "adjustments" a WHERE a.direction = 'credit' AND a.status = 'APPLIED';--> statement-breakpoint
INSERT INTO "operator_credits" ("member_id", "source", "source_id", "amount", "first_operator_id", "status", "reason", "created_at", "applied_at")
SELECT coalesce(s.member_id, m.member_id), 'deposit_review', d.review_id, d.amount, d.operator_id, 'APPLIED', d.reason, d.created_at, d.created_at
FROM "deposit_review_decisions" d
LEFT JOIN "slips" s ON d.review_id = 'slip-' || s.id
LEFT JOIN "movements" m ON d.review_id = 'deposit-' || m.id
WHERE d.decision = 'approved' AND d.amount > 0 AND coalesce(s.member_id, m.member_id) IS NOT NULL;
