-- Double entry, checked once per INSERT statement instead of once per row at commit (ADR 0013):
-- every journal the statement wrote entries for must sum to zero over ALL its entries, the ones
-- written before included. So a journal must be complete within one INSERT statement.
DROP TRIGGER journal_entries_balanced ON journal_entries;
--> statement-breakpoint
DROP FUNCTION journal_must_balance();
--> statement-breakpoint
CREATE FUNCTION journal_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  -- A correlated subquery, so each journal is summed through journal_entries_journal_idx: the
  -- planner cannot size the transition table and would otherwise join the whole table.
  SELECT i.journal_id INTO unbalanced
  FROM (SELECT DISTINCT journal_id FROM inserted) i
  WHERE (SELECT sum(e.amount) FROM journal_entries e WHERE e.journal_id = i.journal_id) <> 0
  ORDER BY i.journal_id
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'journal transaction % does not balance', unbalanced USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_balanced
  AFTER INSERT ON journal_entries
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION journal_must_balance();
