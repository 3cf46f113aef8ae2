-- The same check as 0035's (ADR 0013, ADR 0159): every journal the statement wrote entries for sums
-- to zero over all its entries, the ones written before included, and all of them are in one
-- currency. Now one join for the whole statement instead of one per journal: the statement's
-- journals go in as an array, which the planner reads through journal_entries_journal_idx (a
-- transition table it cannot size would have it join the whole table), and each entry's account
-- is joined once. A grouped ledger statement writes 8–32 journals; the lateral join per journal was
-- 11 % of PostgreSQL's time in the transfer bench, this one a quarter of that (ADR 0219).
CREATE OR REPLACE FUNCTION journal_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  broken bigint;
  mixed boolean;
BEGIN
  SELECT e.journal_id, count(DISTINCT a.currency) > 1 INTO broken, mixed
  FROM journal_entries e JOIN ledger_accounts a ON a.id = e.account_id
  WHERE e.journal_id = ANY (ARRAY(SELECT DISTINCT journal_id FROM inserted))
  GROUP BY e.journal_id
  HAVING sum(e.amount) <> 0 OR count(DISTINCT a.currency) > 1
  ORDER BY e.journal_id
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
