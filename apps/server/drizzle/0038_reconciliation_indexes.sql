CREATE INDEX "bank_transfers_bank_time_idx" ON "bank_transfers" USING btree ("bank_time");--> statement-breakpoint
CREATE INDEX "bank_transfers_movement_idx" ON "bank_transfers" USING btree ("movement_id") WHERE "bank_transfers"."movement_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_transfers_notice_movement_idx" ON "bank_transfers" USING btree ("notice_movement_id") WHERE "bank_transfers"."notice_movement_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_transfers_op_key_idx" ON "bank_transfers" USING btree ("op_key") WHERE "bank_transfers"."op_key" IS NOT NULL;