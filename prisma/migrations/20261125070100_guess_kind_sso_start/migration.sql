-- Hand-written
-- The guess throttle (docs/decisions/004-guess-throttling.md) also limits single sign-on starts (sso_start): each one
-- stores a sign-in state row, so a script must not fill the table. The kinds already allowed are read from the
-- constraint itself and kept.
DO $$
DECLARE
  kinds text[];
BEGIN
  SELECT coalesce(array_agg(DISTINCT m[1]), ARRAY[]::text[]) INTO kinds
    FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9_]+)''', 'g') AS m
   WHERE c.conname = 'guess_attempts_kind_check' AND c.conrelid = '"guess_attempts"'::regclass;
  kinds := kinds || ARRAY['sso_start'];
  ALTER TABLE "guess_attempts" DROP CONSTRAINT IF EXISTS "guess_attempts_kind_check";
  EXECUTE format('ALTER TABLE "guess_attempts" ADD CONSTRAINT "guess_attempts_kind_check" CHECK ("kind" IN (%s))',
    (SELECT string_agg(quote_literal(k), ', ' ORDER BY k) FROM (SELECT DISTINCT unnest(kinds) AS k) AS u));
END $$;
