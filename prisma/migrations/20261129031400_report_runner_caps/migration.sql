-- SQL reports (docs/reports.md "The sandbox"): the runner caps what a report may send back. A 20 MB row and a
-- 6 × 100 MB result used to reach the application whole. Now the runner measures each row as it is produced and stops
-- the report (SQLSTATE RR001: one row over row_byte_cap; RR002: the rows so far over byte_cap) before the result is
-- returned: a plpgsql set-returning function hands its rows over only once it has finished, so the application never
-- receives more than byte_cap bytes of rows. The SQL still runs as one cursor (a second statement is an error), inside
-- a SECURITY DEFINER function owned by the reader (no SET ROLE back to the application's user).
DROP FUNCTION IF EXISTS "report_runner"."run"(TEXT, INTEGER);

CREATE FUNCTION "report_runner"."run"(report_sql TEXT, row_cap INTEGER, byte_cap BIGINT, row_byte_cap INTEGER) RETURNS SETOF json
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = report_views, pg_catalog AS $fn$
DECLARE
  report_row json;
  row_bytes INTEGER;
  total_bytes BIGINT := 0;
BEGIN
  FOR report_row IN EXECUTE format('SELECT row_to_json(report_row) FROM (%s) AS report_row LIMIT %s', report_sql, row_cap) LOOP
    row_bytes := octet_length(report_row::text);
    IF row_bytes > row_byte_cap THEN
      RAISE EXCEPTION USING ERRCODE = 'RR001', MESSAGE = 'report row too large';
    END IF;
    total_bytes := total_bytes + row_bytes;
    IF total_bytes > byte_cap THEN
      RAISE EXCEPTION USING ERRCODE = 'RR002', MESSAGE = 'report result too large';
    END IF;
    RETURN NEXT report_row;
  END LOOP;
END
$fn$;
REVOKE ALL ON FUNCTION "report_runner"."run"(TEXT, INTEGER, BIGINT, INTEGER) FROM PUBLIC;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'renew_report_reader') THEN
    BEGIN
      ALTER FUNCTION "report_runner"."run"(TEXT, INTEGER, BIGINT, INTEGER) OWNER TO renew_report_reader;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'could not give the report runner to renew_report_reader (%)', SQLERRM;
    END;
  END IF;
END $$;
