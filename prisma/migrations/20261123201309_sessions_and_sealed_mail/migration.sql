-- AlterTable
ALTER TABLE "email_messages" ADD COLUMN     "sealed_secrets" TEXT;

-- CreateTable
CREATE TABLE "user_sessions" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "promotion_id" INTEGER,
    "stay" BOOLEAN NOT NULL DEFAULT false,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions"("user_id");

-- CreateIndex
CREATE INDEX "user_sessions_expires_at_idx" ON "user_sessions"("expires_at");

-- AddForeignKey
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written
-- A session id is 22 base64url characters (128 random bits).
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_id_check" CHECK ("id" ~ '^[A-Za-z0-9_-]{22}$');

-- The realtime sidecar closes the sockets of revoked sessions (server/realtime/revocation.ts). Triggers rather than
-- calls in application code, so every path that ends a session is covered: logout (row deleted), a lock, a
-- password reset or change (session_version bumped), a deletion. NOTIFY is delivered on commit only.
CREATE FUNCTION renew_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('renew_realtime', json_build_object('revoke', json_build_object('user_id', OLD.user_id, 'session_id', OLD.id))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER user_sessions_notify_ended AFTER DELETE ON "user_sessions"
  FOR EACH ROW EXECUTE FUNCTION renew_notify_session_ended();

CREATE FUNCTION renew_notify_user_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('renew_realtime', json_build_object('revoke', json_build_object('user_id', NEW.id))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER users_notify_sessions_changed AFTER UPDATE OF is_locked, session_version, deleted_at, role ON "users"
  FOR EACH ROW
  WHEN (NEW.is_locked IS DISTINCT FROM OLD.is_locked OR NEW.session_version IS DISTINCT FROM OLD.session_version
        OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at OR NEW.role IS DISTINCT FROM OLD.role)
  EXECUTE FUNCTION renew_notify_user_sessions_changed();
