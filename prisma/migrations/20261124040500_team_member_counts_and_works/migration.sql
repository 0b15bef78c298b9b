-- AlterTable
ALTER TABLE "teams" ADD COLUMN "member_count" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "teams_competition_id_status_member_count_id_idx" ON "teams"("competition_id", "status", "member_count", "id");

-- DropIndex
DROP INDEX "works_team_id_week_idx";

-- CreateIndex
CREATE UNIQUE INDEX "works_team_id_week_key" ON "works"("team_id", "week");

-- Hand-written
-- The join list sorts a competition's live teams by size and leaves out full ones: a stored count read straight off
-- the index above instead of counting every team's memberships per call. The trigger is the one writer, so every path
-- (joining, leaving, a membership moved off a deleted team, seeds, cascades) keeps it exact.
CREATE FUNCTION team_member_count_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE teams SET member_count = member_count - 1 WHERE id = OLD.team_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE teams SET member_count = member_count + 1 WHERE id = NEW.team_id;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;

CREATE TRIGGER team_members_count_insert AFTER INSERT ON team_members FOR EACH ROW EXECUTE FUNCTION team_member_count_follow();
CREATE TRIGGER team_members_count_delete AFTER DELETE ON team_members FOR EACH ROW EXECUTE FUNCTION team_member_count_follow();
CREATE TRIGGER team_members_count_move AFTER UPDATE OF team_id ON team_members FOR EACH ROW WHEN (OLD.team_id IS DISTINCT FROM NEW.team_id) EXECUTE FUNCTION team_member_count_follow();

UPDATE teams t SET member_count = c.n FROM (SELECT team_id, count(*)::int AS n FROM team_members GROUP BY team_id) c WHERE c.team_id = t.id;

-- Team names searched case-insensitively anywhere in the name (the join list's search): trigrams, as for people.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin ("name" gin_trgm_ops);
