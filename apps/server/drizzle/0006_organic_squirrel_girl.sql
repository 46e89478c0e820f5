DROP INDEX "transaction_assignments_user_idx";--> statement-breakpoint
DROP INDEX "transaction_participants_user_idx";--> statement-breakpoint
DROP INDEX "transactions_owner_updated_idx";--> statement-breakpoint
CREATE INDEX "transaction_assignments_user_idx" ON "transaction_assignments" USING btree ("user_id","transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_participants_user_idx" ON "transaction_participants" USING btree ("user_id","transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_owner_updated_idx" ON "transactions" USING btree ("owner_id","updated_at","id");