CREATE TABLE "member_bank_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"field" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "customer_locale" text;--> statement-breakpoint
ALTER TABLE "member_bank_changes" ADD CONSTRAINT "member_bank_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bank_changes_member_idx" ON "member_bank_changes" USING btree ("member_id","created_at");--> statement-breakpoint
-- ADR 0164: whichever path changes a member's name or bank details, the change is kept.
CREATE OR REPLACE FUNCTION member_bank_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    INSERT INTO member_bank_changes (member_id, field, before, after) VALUES (NEW.id, 'name', OLD.name, NEW.name);
  END IF;
  IF NEW.bank_code IS DISTINCT FROM OLD.bank_code THEN
    INSERT INTO member_bank_changes (member_id, field, before, after) VALUES (NEW.id, 'bank_code', OLD.bank_code, NEW.bank_code);
  END IF;
  IF NEW.bank_account_no IS DISTINCT FROM OLD.bank_account_no THEN
    INSERT INTO member_bank_changes (member_id, field, before, after)
    VALUES (NEW.id, 'bank_account_no', OLD.bank_account_no, NEW.bank_account_no);
  END IF;
  IF NEW.bank_account_name IS DISTINCT FROM OLD.bank_account_name THEN
    INSERT INTO member_bank_changes (member_id, field, before, after)
    VALUES (NEW.id, 'bank_account_name', OLD.bank_account_name, NEW.bank_account_name);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_bank_changes AFTER UPDATE OF name, bank_code, bank_account_no, bank_account_name ON members
  FOR EACH ROW EXECUTE FUNCTION member_bank_changes_record();
