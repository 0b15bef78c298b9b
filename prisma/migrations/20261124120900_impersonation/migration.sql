-- Impersonation (docs/impersonation.md): the administrator behind a session, and one-time tickets.
ALTER TABLE "user_sessions" ADD COLUMN "impersonator_id" INTEGER;

CREATE TABLE "impersonation_tickets" (
    "id" TEXT NOT NULL,
    "impersonator_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "promotion_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "impersonation_tickets_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "impersonation_tickets_expires_at_idx" ON "impersonation_tickets"("expires_at");

-- Hand-written: the administrator's and the user's deletion end what they started.
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_impersonator_id_fkey" FOREIGN KEY ("impersonator_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "user_sessions_impersonator_id_idx" ON "user_sessions"("impersonator_id") WHERE "impersonator_id" IS NOT NULL;
ALTER TABLE "impersonation_tickets" ADD CONSTRAINT "impersonation_tickets_impersonator_id_fkey" FOREIGN KEY ("impersonator_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "impersonation_tickets" ADD CONSTRAINT "impersonation_tickets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "impersonation_tickets" ADD CONSTRAINT "impersonation_tickets_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
