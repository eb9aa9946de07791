-- CreateTable
CREATE TABLE "recent_charges" (
    "subject" TEXT NOT NULL,
    "mint" TEXT NOT NULL,
    "charged_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recent_charges_pkey" PRIMARY KEY ("subject","mint")
);

-- CreateIndex
CREATE INDEX "recent_charges_charged_at_idx" ON "recent_charges"("charged_at");
