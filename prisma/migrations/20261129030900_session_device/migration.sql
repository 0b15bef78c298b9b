-- Trusted devices (docs/decisions/002-sign-in-protection.md): the device whose sign-in opened a session. A lock for
-- untrusted clients ends the sessions without one; a device's own lock ends that device's sessions.
-- AlterTable
ALTER TABLE "user_sessions" ADD COLUMN     "device_id" TEXT;
