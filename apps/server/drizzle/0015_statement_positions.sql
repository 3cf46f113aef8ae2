CREATE TABLE "member_statements" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movement_positions" (
	"member_id" bigint NOT NULL,
	"position" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	CONSTRAINT "movement_positions_member_id_position_pk" PRIMARY KEY("member_id","position")
);
--> statement-breakpoint
-- ADR 0070: each movement's place in its member's statement and the member's total, written in the
-- movement's own transaction. AFTER INSERT fires only for rows really inserted (not for
-- ON CONFLICT DO NOTHING), so places have no gaps.
CREATE FUNCTION movements_place_in_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  place bigint;
BEGIN
  INSERT INTO member_statements (member_id, total) VALUES (NEW.member_id, 1)
  ON CONFLICT (member_id) DO UPDATE SET total = member_statements.total + 1
  RETURNING total INTO place;
  INSERT INTO movement_positions (member_id, position, movement_id) VALUES (NEW.member_id, place, NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER movements_place_in_statement AFTER INSERT ON movements
  FOR EACH ROW EXECUTE FUNCTION movements_place_in_statement();
--> statement-breakpoint
-- A movement never changes member (nor is deleted): its place would be another member's.
CREATE FUNCTION movements_member_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'movements.member_id never changes';
END
$$;
--> statement-breakpoint
CREATE TRIGGER movements_member_fixed BEFORE UPDATE OF member_id ON movements
  FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id) EXECUTE FUNCTION movements_member_fixed();
--> statement-breakpoint
INSERT INTO movement_positions (member_id, position, movement_id)
  SELECT member_id, row_number() OVER (PARTITION BY member_id ORDER BY id), id FROM movements;
--> statement-breakpoint
INSERT INTO member_statements (member_id, total)
  SELECT member_id, count(*) FROM movements GROUP BY member_id;
