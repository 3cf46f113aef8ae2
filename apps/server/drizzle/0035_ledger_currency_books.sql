ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "currency" text DEFAULT 'THB' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_key" ON "ledger_accounts" USING btree ("member_id","kind","name") WHERE "ledger_accounts"."member_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("member_id","kind","name","currency");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_known" CHECK ("ledger_accounts"."currency" IN ('THB', 'LAK'));
-- Each currency is its own set of books (issue 46, ADR 0159). A member's accounts are all in the
-- member's currency: one account per (member, kind, name) whatever the currency (ledger_accounts_member_key),
-- and the currency comes from members.currency (LAK, or THB for BAHT and the Thai site's NULL), not from
-- the code that opened the account. The house keeps one account of each name per currency.
--> statement-breakpoint
CREATE FUNCTION ledger_account_member_currency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.currency := coalesce(
    (SELECT CASE WHEN m.currency = 'LAK' THEN 'LAK' ELSE 'THB' END FROM members m WHERE m.id = NEW.member_id),
    'THB');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_member_currency
  BEFORE INSERT OR UPDATE OF currency, member_id ON ledger_accounts
  FOR EACH ROW WHEN (NEW.member_id IS NOT NULL)
  EXECUTE FUNCTION ledger_account_member_currency();
--> statement-breakpoint
-- Accounts of kip members opened before the books were split and never posted to move to the kip
-- book; one with entries stays in the book its entries were written in (its journals are baht).
UPDATE ledger_accounts a SET currency = 'LAK'
  FROM members m
 WHERE m.id = a.member_id AND m.currency = 'LAK'
   AND NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.account_id = a.id);
--> statement-breakpoint
-- Double entry per currency, still once per INSERT statement (ADR 0013): every journal the
-- statement wrote entries for sums to zero over all its entries AND all of them are in one
-- currency, so no journal adds or moves kip against baht. One pass over each journal's entries.
CREATE OR REPLACE FUNCTION journal_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  broken bigint;
  mixed boolean;
BEGIN
  SELECT i.journal_id, c.currencies > 1 INTO broken, mixed
  FROM (SELECT DISTINCT journal_id FROM inserted) i
  CROSS JOIN LATERAL (
    SELECT sum(e.amount) AS total, count(DISTINCT a.currency) AS currencies
    FROM journal_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.journal_id = i.journal_id
  ) c
  WHERE c.total <> 0 OR c.currencies > 1
  ORDER BY i.journal_id
  LIMIT 1;
  IF broken IS NOT NULL AND mixed THEN
    RAISE EXCEPTION 'journal transaction % mixes currencies', broken USING ERRCODE = '23514';
  END IF;
  IF broken IS NOT NULL THEN
    RAISE EXCEPTION 'journal transaction % does not balance', broken USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
