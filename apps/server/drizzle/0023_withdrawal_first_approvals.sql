CREATE TABLE "withdrawal_first_approvals" (
	"movement_id" bigint PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
