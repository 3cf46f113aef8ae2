-- Operator texts in th, la and en (ADR 0085): a stored plain string becomes its Thai text.
ALTER TABLE "sources" ALTER COLUMN "description" SET DATA TYPE jsonb USING jsonb_build_object('th', "description");--> statement-breakpoint
ALTER TABLE "bonuses" ALTER COLUMN "description" SET DATA TYPE jsonb USING jsonb_build_object('th', "description");--> statement-breakpoint
UPDATE "bonuses" SET "banners" = (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(b->'html') = 'string'
    THEN jsonb_set(b, '{html}', jsonb_build_object('th', b->>'html')) ELSE b END), '[]'::jsonb)
  FROM jsonb_array_elements("banners") AS b
);--> statement-breakpoint
UPDATE "settings" SET "value" = jsonb_build_object('th', "value" #>> '{}')
  WHERE "key" = 'notice' AND jsonb_typeof("value") = 'string';--> statement-breakpoint
UPDATE "settings" SET "value" = (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(e) = 'string' THEN jsonb_build_object('th', e #>> '{}') ELSE e END), '[]'::jsonb)
  FROM jsonb_array_elements("value") AS e
) WHERE "key" IN ('conditions', 'agreements') AND jsonb_typeof("value") = 'array';--> statement-breakpoint
UPDATE "settings" SET "value" = jsonb_set("value", '{contactText}', jsonb_build_object('th', "value"->>'contactText'))
  WHERE "key" = 'contact' AND jsonb_typeof("value"->'contactText') = 'string';--> statement-breakpoint
UPDATE "settings" SET "value" = jsonb_set("value", '{name}', jsonb_build_object('th', "value"->>'name'))
  WHERE "key" = 'info' AND jsonb_typeof("value"->'name') = 'string';--> statement-breakpoint
UPDATE "settings" SET "value" = jsonb_set("value", '{info}', jsonb_build_object('th', "value"->>'info'))
  WHERE "key" = 'refund' AND jsonb_typeof("value"->'info') = 'string';--> statement-breakpoint
UPDATE "settings" SET "value" = (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(b->'html') = 'string'
    THEN jsonb_set(b, '{html}', jsonb_build_object('th', b->>'html')) ELSE b END), '[]'::jsonb)
  FROM jsonb_array_elements("value") AS b
) WHERE "key" IN ('inviteBanners', 'refundBanners') AND jsonb_typeof("value") = 'array';--> statement-breakpoint
UPDATE "settings" SET "value" = jsonb_set("value", '{wheel,slices}', (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(s->'htmlDescription') = 'string'
    THEN jsonb_set(s, '{htmlDescription}', jsonb_build_object('th', s->>'htmlDescription')) ELSE s END), '[]'::jsonb)
  FROM jsonb_array_elements("value"->'wheel'->'slices') AS s
)) WHERE "key" = 'spin' AND jsonb_typeof("value"->'wheel'->'slices') = 'array';
