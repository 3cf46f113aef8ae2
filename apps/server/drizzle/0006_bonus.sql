CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"promotion" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"max_received" integer NOT NULL,
	"description" text NOT NULL,
	"percent" integer NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"percent_fail" integer NOT NULL,
	"target_times" integer NOT NULL,
	"bust_below" bigint NOT NULL,
	"withdraw_cap_times" integer NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_code_upper" CHECK ("bonuses"."code" = upper("bonuses"."code")),
	CONSTRAINT "bonuses_numbers" CHECK ("bonuses"."max_received" >= 1 AND "bonuses"."percent" BETWEEN 1 AND 1000 AND "bonuses"."max_bonus" > 0 AND "bonuses"."min_deposit" >= 0
        AND "bonuses"."percent_fail" BETWEEN 0 AND 100 AND "bonuses"."target_times" >= 1 AND "bonuses"."bust_below" >= 0
        AND "bonuses"."withdraw_cap_times" >= 1)
);
--> statement-breakpoint
CREATE TABLE "member_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bonus_id" bigint NOT NULL,
	"deposit_movement_id" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"target" bigint NOT NULL,
	"floor" bigint NOT NULL,
	"percent_fail" integer NOT NULL,
	"withdraw_cap" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "member_bonuses_ended" CHECK ("member_bonuses"."is_active" = ("member_bonuses"."ended_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_code_key" ON "bonuses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_deposit_key" ON "member_bonuses" USING btree ("deposit_movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_one_active" ON "member_bonuses" USING btree ("member_id") WHERE "member_bonuses"."is_active";--> statement-breakpoint
CREATE INDEX "member_bonuses_member_idx" ON "member_bonuses" USING btree ("member_id","bonus_id","created_at");