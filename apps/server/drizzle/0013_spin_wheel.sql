CREATE TABLE "spin_coin_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"movement_id" bigint,
	"spin_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spin_coin_entries_delta_nonzero" CHECK ("spin_coin_entries"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "spin_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"spin_id" bigint NOT NULL,
	"coupon" text NOT NULL,
	"type" text NOT NULL,
	"slice_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spin_coupons_amount_positive" CHECK ("spin_coupons"."amount" > 0),
	CONSTRAINT "spin_coupons_type" CHECK ("spin_coupons"."type" IN ('credit', 'coin'))
);
--> statement-breakpoint
CREATE TABLE "spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"op_key" text,
	"draw_id" bigint NOT NULL,
	"slice_code" text NOT NULL,
	"slice" jsonb NOT NULL,
	"remaining_coin" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draws" ALTER COLUMN "movement_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "spin_coin_entries_deposit_key" ON "spin_coin_entries" USING btree ("movement_id") WHERE "spin_coin_entries"."reason" = 'deposit';--> statement-breakpoint
CREATE INDEX "spin_coin_entries_member_idx" ON "spin_coin_entries" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spin_coupons_coupon_key" ON "spin_coupons" USING btree ("coupon");--> statement-breakpoint
CREATE UNIQUE INDEX "spin_coupons_spin_key" ON "spin_coupons" USING btree ("spin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spin_coupons_movement_key" ON "spin_coupons" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "spin_coupons_member_idx" ON "spin_coupons" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "spins_op_key" ON "spins" USING btree ("op_key");--> statement-breakpoint
CREATE UNIQUE INDEX "spins_draw_key" ON "spins" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "spins_member_idx" ON "spins" USING btree ("member_id","id");