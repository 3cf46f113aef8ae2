ALTER TABLE "bonuses" ADD COLUMN "max_bonus_kip" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "min_deposit_kip" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "bust_below_kip" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_kip_numbers" CHECK ("bonuses"."max_bonus_kip" >= 0 AND "bonuses"."min_deposit_kip" >= 0 AND "bonuses"."bust_below_kip" >= 0);