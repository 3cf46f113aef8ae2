CREATE TABLE "team_alerts_sent" (
	"alert_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
