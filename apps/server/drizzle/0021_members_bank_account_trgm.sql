-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the gin index below needs its operators.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "members_bank_account_trgm_idx" ON "members" USING gin ("bank_account_no" gin_trgm_ops);