-- AlterTable
ALTER TABLE "users" ADD COLUMN "activities_logged" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "scenes_completed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "duos_completed" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "users_promotion_id_activities_logged_id_idx" ON "users"("promotion_id", "activities_logged", "id");

-- CreateIndex
CREATE INDEX "users_promotion_id_scenes_completed_id_idx" ON "users"("promotion_id", "scenes_completed", "id");

-- CreateIndex
CREATE INDEX "users_promotion_id_duos_completed_id_idx" ON "users"("promotion_id", "duos_completed", "id");

-- Hand-written
-- The coordinator's user table (docs/coordinator-dashboard.md) pages, sorts and searches 100,000 participants by
-- activities logged, scenes completed and duos completed: stored counts read straight off the indexes above instead
-- of counting every participant's rows per call. These triggers are the one writer, so every path (logging,
-- deactivating, scene completion, duo completion, seeds, cascades) keeps them exact.
-- An activity counts while it is active and logged to a day (as the stats page counts it).
CREATE FUNCTION users_activities_logged_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.is_active AND OLD.recorded_on IS NOT NULL THEN
    UPDATE users SET activities_logged = activities_logged - 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.is_active AND NEW.recorded_on IS NOT NULL THEN
      UPDATE users SET activities_logged = activities_logged + 1 WHERE id = NEW.user_id;
    END IF;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;

CREATE TRIGGER user_activities_logged_insert AFTER INSERT ON user_activities FOR EACH ROW EXECUTE FUNCTION users_activities_logged_follow();
CREATE TRIGGER user_activities_logged_delete AFTER DELETE ON user_activities FOR EACH ROW EXECUTE FUNCTION users_activities_logged_follow();
CREATE TRIGGER user_activities_logged_update AFTER UPDATE OF is_active, recorded_on, user_id ON user_activities FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR (OLD.recorded_on IS NULL) <> (NEW.recorded_on IS NULL) OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION users_activities_logged_follow();

CREATE FUNCTION users_scenes_completed_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.current_state = 'completed' THEN
    UPDATE users SET scenes_completed = scenes_completed - 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.current_state = 'completed' THEN
      UPDATE users SET scenes_completed = scenes_completed + 1 WHERE id = NEW.user_id;
    END IF;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;

CREATE TRIGGER user_scenes_completed_insert AFTER INSERT ON user_scenes FOR EACH ROW EXECUTE FUNCTION users_scenes_completed_follow();
CREATE TRIGGER user_scenes_completed_delete AFTER DELETE ON user_scenes FOR EACH ROW EXECUTE FUNCTION users_scenes_completed_follow();
CREATE TRIGGER user_scenes_completed_update AFTER UPDATE OF current_state, user_id ON user_scenes FOR EACH ROW
  WHEN (OLD.current_state IS DISTINCT FROM NEW.current_state OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION users_scenes_completed_follow();

-- A completed duo counts for both of its people.
CREATE FUNCTION users_duos_completed_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.state = 'completed' THEN
    UPDATE users SET duos_completed = duos_completed - 1 WHERE id IN (OLD.sender_id, OLD.receiver_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.state = 'completed' THEN
      UPDATE users SET duos_completed = duos_completed + 1 WHERE id IN (NEW.sender_id, NEW.receiver_id);
    END IF;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;

CREATE TRIGGER duos_completed_insert AFTER INSERT ON duos FOR EACH ROW EXECUTE FUNCTION users_duos_completed_follow();
CREATE TRIGGER duos_completed_delete AFTER DELETE ON duos FOR EACH ROW EXECUTE FUNCTION users_duos_completed_follow();
CREATE TRIGGER duos_completed_update AFTER UPDATE OF state, sender_id, receiver_id ON duos FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.sender_id <> NEW.sender_id OR OLD.receiver_id <> NEW.receiver_id)
  EXECUTE FUNCTION users_duos_completed_follow();

UPDATE users u SET activities_logged = c.n
  FROM (SELECT user_id, count(*)::int AS n FROM user_activities WHERE is_active AND recorded_on IS NOT NULL GROUP BY user_id) c
 WHERE c.user_id = u.id;
UPDATE users u SET scenes_completed = c.n
  FROM (SELECT user_id, count(*)::int AS n FROM user_scenes WHERE current_state = 'completed' GROUP BY user_id) c
 WHERE c.user_id = u.id;
UPDATE users u SET duos_completed = c.n
  FROM (SELECT p.user_id, count(*)::int AS n
          FROM (SELECT sender_id AS user_id FROM duos WHERE state = 'completed'
                UNION ALL SELECT receiver_id FROM duos WHERE state = 'completed') p
         GROUP BY p.user_id) c
 WHERE c.user_id = u.id;

-- Sorting the user table by first or last name (case-insensitive), ties by user: an index walk joined to users.
CREATE INDEX "profiles_lower_first_name_user_id_idx" ON "profiles" ((lower("first_name")), "user_id");
CREATE INDEX "profiles_lower_last_name_user_id_idx" ON "profiles" ((lower("last_name")), "user_id");
