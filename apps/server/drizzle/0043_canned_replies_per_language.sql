-- Canned replies in th, la and en (ADR 0191): a stored reply's one text becomes its text in every
-- language, which is what the composer inserted for every member until now.
UPDATE "chat_canned_replies" SET "replies" = (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(r->'text') = 'string'
    THEN jsonb_build_object('title', r->'title',
      'texts', jsonb_build_object('th', r->'text', 'la', r->'text', 'en', r->'text'))
    ELSE r END ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("replies") WITH ORDINALITY AS e(r, n)
) WHERE jsonb_typeof("replies") = 'array';
