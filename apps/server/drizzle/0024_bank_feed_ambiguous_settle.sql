ALTER TABLE "bank_feed_decisions" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_feed_entries" ADD COLUMN "candidates" jsonb;