CREATE TABLE "operator_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"credentials" boolean NOT NULL,
	"issued_by" bigint,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"token_hash" text,
	"totp_secret" text,
	"expires_at" timestamp with time zone,
	"enrolled_at" timestamp with time zone,
	"needs_confirmation" boolean NOT NULL,
	"confirmed_by" bigint,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operator_grants" ADD CONSTRAINT "operator_grants_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_grants" ADD CONSTRAINT "operator_grants_issued_by_operators_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_grants" ADD CONSTRAINT "operator_grants_confirmed_by_operators_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_grants_token_key" ON "operator_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_grants_operator_idx" ON "operator_grants" USING btree ("operator_id");--> statement-breakpoint
-- ADR 0129: the operators and the changes made before grants were kept, read from the audit trail
-- in time order, so the second-approver rule sees who made or handed over each account. None
-- waits for confirmation; each counts as enrolled when it was made.
INSERT INTO "operator_grants" ("operator_id", "kind", "credentials", "issued_by", "issued_at", "reason", "enrolled_at", "needs_confirmation")
SELECT "operator_id", "kind", "credentials", "issued_by", "at", "reason", "at", false FROM (
  SELECT o."id" AS "operator_id", 'create' AS "kind", true AS "credentials", a."operator_id" AS "issued_by",
         o."created_at" AS "at", a."reason"
  FROM "operators" o
  LEFT JOIN LATERAL (
    SELECT "operator_id", "reason" FROM "operator_audit"
    WHERE "action" = 'operator.create' AND "target_type" = 'operator' AND "target_id" = o."id"::text
    ORDER BY "id" LIMIT 1
  ) a ON true
  UNION ALL
  SELECT "target_id"::bigint, CASE "action" WHEN 'operator.password_reset' THEN 'password' WHEN 'operator.totp_reset' THEN 'totp' ELSE 'role' END,
         "action" <> 'operator.update' OR coalesce(("before" ->> 'totp')::boolean, true) = false,
         "operator_id", "at", "reason"
  FROM "operator_audit"
  WHERE "target_type" = 'operator' AND "target_id" ~ '^[0-9]+$'
    AND ("action" IN ('operator.password_reset', 'operator.totp_reset')
      OR ("action" = 'operator.update' AND "before" ->> 'role' IS DISTINCT FROM "after" ->> 'role'))
    AND EXISTS (SELECT 1 FROM "operators" WHERE "id" = "target_id"::bigint)
) AS "past"
ORDER BY "at";
