ALTER TABLE "member_bonuses" ADD COLUMN "op_key" text;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD COLUMN "end_op_key" text;--> statement-breakpoint
ALTER TABLE "refund_receipts" ADD COLUMN "op_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_op_key_idx" ON "member_bonuses" USING btree ("op_key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_end_op_key_idx" ON "member_bonuses" USING btree ("end_op_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_receipts_op_key_idx" ON "refund_receipts" USING btree ("op_key");