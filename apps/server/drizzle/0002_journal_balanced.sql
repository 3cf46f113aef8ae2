-- Double entry, held by the database and not only by the code: at commit, the entries of
-- every journal transaction touched must sum to zero, or the whole transaction is refused.
CREATE FUNCTION journal_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM journal_entries WHERE journal_id = NEW.journal_id) <> 0 THEN
    RAISE EXCEPTION 'journal transaction % does not balance', NEW.journal_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced
  AFTER INSERT OR UPDATE ON journal_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION journal_must_balance();
--> statement-breakpoint
-- Entries are history: they are never changed or removed.
CREATE FUNCTION journal_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal entries are append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_change
  BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entries_append_only();
