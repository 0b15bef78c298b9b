-- CreateTable
CREATE TABLE "guess_attempts" (
    "id" BIGSERIAL NOT NULL,
    "kind" VARCHAR(32) NOT NULL,
    "promotion_id" INTEGER,
    "ip" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guess_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "guess_attempts_kind_ip_created_at_idx" ON "guess_attempts"("kind", "ip", "created_at");

-- Hand-written
ALTER TABLE "guess_attempts" ADD CONSTRAINT "guess_attempts_kind_check" CHECK ("kind" IN ('pilot_password', 'eligibility_identifier'));
