DROP INDEX "transaction_dates_open_idx";--> statement-breakpoint
ALTER TABLE "transaction_dates" ADD COLUMN "is_deadline" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "transaction_dates_open_idx" ON "transaction_dates" USING btree ("date") WHERE "transaction_dates"."completed_at" is null and "transaction_dates"."is_deadline";--> statement-breakpoint
-- Existing deals: the built-in acceptance and listing dates record events, not deadlines (docs/decisions/0042).
UPDATE "transaction_dates" SET "is_deadline" = false WHERE "key" IN ('acceptance', 'listing');
