ALTER TABLE "team_alerts_sent" ADD COLUMN "retry_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_alerts_sent" ADD COLUMN "failed_at" timestamp with time zone;