CREATE TABLE "chat_canned_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"replies" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"guest_key" text,
	"assigned_operator_id" bigint,
	"last_message_at" timestamp with time zone,
	"customer_read_at" timestamp with time zone,
	"agent_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_one_owner" CHECK (("chat_conversations"."member_id" IS NULL) <> ("chat_conversations"."guest_key" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_files" (
	"reference" text PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"message_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"member_id" bigint,
	"guest_key" text,
	"operator_id" bigint,
	"username" text,
	"name" text,
	"device_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_member_key" ON "chat_conversations" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_guest_key" ON "chat_conversations" USING btree ("guest_key");--> statement-breakpoint
CREATE INDEX "chat_conversations_last_idx" ON "chat_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "chat_files_conversation_idx" ON "chat_files" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_sessions_conversation_idx" ON "chat_sessions" USING btree ("conversation_id","id");