-- ADR 0127: each movement's place in its member's statement, written once per INSERT statement
-- instead of once per row. A grouped hold inserts many movements in one statement (ADR 0095);
-- per row, each paid two queries of its own. Same places as before: per member, after its
-- total so far, in id order (the order the rows were inserted in); the member rows are upserted
-- in member order, so two statements lock them in the same order. AFTER ... FOR EACH STATEMENT
-- sees only rows really inserted (not ON CONFLICT DO NOTHING's), so places still have no gaps.
DROP TRIGGER movements_place_in_statement ON movements;
--> statement-breakpoint
DROP FUNCTION movements_place_in_statement();
--> statement-breakpoint
CREATE FUNCTION movements_place_in_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH counted AS (
    SELECT member_id, count(*) AS n FROM inserted GROUP BY member_id
  ),
  totals AS (
    INSERT INTO member_statements AS s (member_id, total)
    SELECT member_id, n FROM counted ORDER BY member_id
    ON CONFLICT (member_id) DO UPDATE SET total = s.total + excluded.total
    RETURNING s.member_id, s.total
  )
  INSERT INTO movement_positions (member_id, position, movement_id)
  SELECT i.member_id, t.total - c.n + row_number() OVER (PARTITION BY i.member_id ORDER BY i.id), i.id
  FROM inserted i
  JOIN counted c ON c.member_id = i.member_id
  JOIN totals t ON t.member_id = i.member_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER movements_place_in_statement AFTER INSERT ON movements
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION movements_place_in_statement();
