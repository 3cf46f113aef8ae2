ALTER TABLE "truemoney_vouchers" ADD COLUMN "op_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "truemoney_vouchers_op_key_idx" ON "truemoney_vouchers" USING btree ("op_key");