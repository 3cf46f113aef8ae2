ALTER TABLE "members" ADD COLUMN "password_reset_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_change_only" boolean DEFAULT false NOT NULL;