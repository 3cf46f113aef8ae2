ALTER TABLE "banks" ADD COLUMN "name_la" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "thai_only" boolean DEFAULT false NOT NULL;