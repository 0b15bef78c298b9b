-- SQL reports (docs/reports.md): a report's SQL runs as the role renew_report_reader, which can read only the views of
-- the schema report_views, each showing the rows of ONE promotion (and, for location and regional coordinators, of one
-- location sub-tree). Which promotion is not a session setting the report's SQL could change with set_config: the app
-- inserts a row into report_sandbox.scopes keyed by its own transaction id (uncommitted, so no other session sees it,
-- and rolled back with the transaction), then makes the transaction READ ONLY and switches role. The role has no
-- privilege on report_sandbox, and a read-only transaction cannot write a second row, so the scope cannot be changed.
-- The views are security barriers: a report's own WHERE clause cannot run on rows the view would hide.

CREATE SCHEMA IF NOT EXISTS "report_sandbox";
CREATE TABLE "report_sandbox"."scopes" (
    "txid" BIGINT NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    -- null: the whole promotion; else the location ids a location or regional coordinator covers
    "location_ids" INTEGER[],
    CONSTRAINT "scopes_pkey" PRIMARY KEY ("txid")
);

CREATE SCHEMA IF NOT EXISTS "report_views";

-- The promotion's people (never password hashes, session versions or flags), with their names.
CREATE VIEW "report_views"."users" WITH (security_barrier = true) AS
  SELECT u.id, u.promotion_id, u.email, u.role, u.location_id, u.sso_identifier, u.is_locked, u.last_sign_in_at, u.created_at,
         p.first_name, p.last_name, p.gender
    FROM "report_sandbox"."scopes" s
    JOIN "public"."users" u ON u.promotion_id = s.promotion_id
    LEFT JOIN "public"."profiles" p ON p.user_id = u.id
   WHERE s.txid = txid_current() AND u.deleted_at IS NULL
     AND (s.location_ids IS NULL OR u.location_id = ANY (s.location_ids));

CREATE VIEW "report_views"."locations" WITH (security_barrier = true) AS
  SELECT l.id, l.promotion_id, l.name, l.parent_location_id, l.sequence, l.tag
    FROM "report_sandbox"."scopes" s JOIN "public"."locations" l ON l.promotion_id = s.promotion_id
   WHERE s.txid = txid_current() AND (s.location_ids IS NULL OR l.id = ANY (s.location_ids));

CREATE VIEW "report_views"."user_points" WITH (security_barrier = true) AS
  SELECT t.user_id, t.promotion_id, t.total_points, t.activity_points, t.quiz_points, t.bonus_points, t.entry_points
    FROM "public"."user_points" t JOIN "report_views"."users" u ON u.id = t.user_id AND u.promotion_id = t.promotion_id;

CREATE VIEW "report_views"."entries" WITH (security_barrier = true) AS
  SELECT t.id, t.promotion_id, t.user_id, t.recorded_on, t.week, t.is_recorded, t.total_points, t.entry_points, t.created_at
    FROM "public"."entries" t JOIN "report_views"."users" u ON u.id = t.user_id AND u.promotion_id = t.promotion_id;

CREATE VIEW "report_views"."user_activities" WITH (security_barrier = true) AS
  SELECT t.id, t.promotion_id, t.user_id, t.activity_id, t.recorded_on, t.is_active, t.points, t.created_at
    FROM "public"."user_activities" t JOIN "report_views"."users" u ON u.id = t.user_id AND u.promotion_id = t.promotion_id;

-- The activity library the promotion sees: its own activities and the shared defaults.
CREATE VIEW "report_views"."activities" WITH (security_barrier = true) AS
  SELECT a.id, a.promotion_id, a.category, a.name, a.week_available
    FROM "report_sandbox"."scopes" s JOIN "public"."activities" a ON a.promotion_id = s.promotion_id OR a.promotion_id IS NULL
   WHERE s.txid = txid_current();

CREATE VIEW "report_views"."user_scenes" WITH (security_barrier = true) AS
  SELECT t.id, t.promotion_id, t.user_id, t.scene_id, t.current_state, t.sequence, t.completed_at, t.created_at
    FROM "public"."user_scenes" t JOIN "report_views"."users" u ON u.id = t.user_id AND u.promotion_id = t.promotion_id;

-- A duo is shown when its sender is in scope.
CREATE VIEW "report_views"."duos" WITH (security_barrier = true) AS
  SELECT t.id, t.promotion_id, t.sender_id, t.receiver_id, t.state, t.paired_duo, t.started_at, t.completed_at, t.created_at
    FROM "public"."duos" t JOIN "report_views"."users" u ON u.id = t.sender_id AND u.promotion_id = t.promotion_id;

CREATE VIEW "report_views"."teams" WITH (security_barrier = true) AS
  SELECT t.id, t.promotion_id, t.competition_id, t.name, t.status, t.total_points, t.member_count, t.created_at
    FROM "report_sandbox"."scopes" s JOIN "public"."teams" t ON t.promotion_id = s.promotion_id
   WHERE s.txid = txid_current();

CREATE VIEW "report_views"."team_members" WITH (security_barrier = true) AS
  SELECT t.id, t.promotion_id, t.competition_id, t.team_id, t.user_id, t.is_leader, t.contributed
    FROM "public"."team_members" t JOIN "report_views"."users" u ON u.id = t.user_id AND u.promotion_id = t.promotion_id;

CREATE VIEW "report_views"."evaluation_definitions" WITH (security_barrier = true) AS
  SELECT d.id, d.promotion_id, d.name, d.days_from_start, d.start_date, d.end_date
    FROM "report_sandbox"."scopes" s JOIN "public"."evaluation_definitions" d ON d.promotion_id = s.promotion_id
   WHERE s.txid = txid_current();

CREATE VIEW "report_views"."evaluations" WITH (security_barrier = true) AS
  SELECT t.id, t.promotion_id, t.user_id, t.evaluation_definition_id, t.week_number, t.answers, t.created_at
    FROM "public"."evaluations" t JOIN "report_views"."users" u ON u.id = t.user_id AND u.promotion_id = t.promotion_id;

CREATE VIEW "report_views"."custom_prompts" WITH (security_barrier = true) AS
  SELECT c.id, c.promotion_id, c.short_label, c.type_of_prompt, c.sequence
    FROM "report_sandbox"."scopes" s JOIN "public"."custom_prompts" c ON c.promotion_id = s.promotion_id
   WHERE s.txid = txid_current();

CREATE VIEW "report_views"."custom_prompt_answers" WITH (security_barrier = true) AS
  SELECT t.id, t.promotion_id, t.user_id, t.custom_prompt_id, t.value, t.created_at
    FROM "public"."custom_prompt_answers" t JOIN "report_views"."users" u ON u.id = t.user_id AND u.promotion_id = t.promotion_id;

-- The runner: a report's SQL is run by EXECUTE inside this SECURITY DEFINER function, owned by renew_report_reader (see
-- below). PostgreSQL refuses SET ROLE and set_config('role', …) inside a security-definer function, so the report
-- cannot switch back to the application's user (a session user may always SET ROLE to itself), and RETURN QUERY
-- EXECUTE opens one cursor: a second statement after a semicolon is an error. Rows come back as json (one per row).
CREATE SCHEMA IF NOT EXISTS "report_runner";
CREATE FUNCTION "report_runner"."run"(report_sql TEXT, row_cap INTEGER) RETURNS SETOF json
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = report_views, pg_catalog AS $fn$
BEGIN
  RETURN QUERY EXECUTE format('SELECT row_to_json(report_row) FROM (%s) AS report_row LIMIT %s', report_sql, row_cap);
END
$fn$;
REVOKE ALL ON FUNCTION "report_runner"."run"(TEXT, INTEGER) FROM PUBLIC;

-- The role. Roles belong to the whole PostgreSQL cluster, so another database of the cluster may have made it already
-- (or be making it right now); an application user without CREATEROLE cannot make it at all. Neither stops the
-- migration: without the role, SQL reports answer that they are not set up (docs/reports.md tells the DBA what to run).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'renew_report_reader') THEN
    CREATE ROLE renew_report_reader NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
  WHEN insufficient_privilege THEN RAISE NOTICE 'renew_report_reader was not created (%): SQL reports stay off until a DBA creates it', SQLERRM;
END $$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'renew_report_reader') THEN
    -- The application's user switches to the role with SET ROLE, which needs membership (superusers need none).
    BEGIN
      EXECUTE format('GRANT renew_report_reader TO %I', current_user);
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'could not grant renew_report_reader to % (%)', current_user, SQLERRM;
    END;
    BEGIN
      GRANT USAGE ON SCHEMA "report_views" TO renew_report_reader;
      GRANT SELECT ON ALL TABLES IN SCHEMA "report_views" TO renew_report_reader;
      -- Owning the runner makes it run as the reader; a new owner needs CREATE on the schema. The reader only ever acts
      -- inside READ ONLY transactions, where it can create nothing.
      GRANT USAGE, CREATE ON SCHEMA "report_runner" TO renew_report_reader;
      ALTER FUNCTION "report_runner"."run"(TEXT, INTEGER) OWNER TO renew_report_reader;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'could not grant the report views to renew_report_reader (%)', SQLERRM;
    END;
  END IF;
END $$;
