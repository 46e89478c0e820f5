ALTER TABLE "contact_activities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_checklist_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_dates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_notes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_participants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Safety net (ADR 0082): a write that changed a record's content without bumping its version (any
-- writer but the conditional-write helper) bumps it here. A writer that already set
-- version = version + 1 is left alone, so nothing is bumped twice. updated_at and search_text are
-- bookkeeping (touches, search refreshes) and do not count as a change, nor do the columns a table's
-- trigger names as arguments (a contact's last-contacted and next-task times, derived from its
-- timeline: logging a call must not make an open edit form stale).
CREATE OR REPLACE FUNCTION bump_record_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version
     AND (to_jsonb(NEW) - 'updated_at' - 'search_text' - 'version' - coalesce(TG_ARGV, '{}'::text[]))
         IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at' - 'search_text' - 'version' - coalesce(TG_ARGV, '{}'::text[])) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER transactions_bump_version BEFORE UPDATE ON transactions FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER transaction_participants_bump_version BEFORE UPDATE ON transaction_participants FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER transaction_dates_bump_version BEFORE UPDATE ON transaction_dates FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER transaction_tasks_bump_version BEFORE UPDATE ON transaction_tasks FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER transaction_checklist_items_bump_version BEFORE UPDATE ON transaction_checklist_items FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER transaction_notes_bump_version BEFORE UPDATE ON transaction_notes FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER contacts_bump_version BEFORE UPDATE ON contacts FOR EACH ROW EXECUTE FUNCTION bump_record_version('last_contacted_at', 'next_task_due_at');--> statement-breakpoint
CREATE TRIGGER contact_activities_bump_version BEFORE UPDATE ON contact_activities FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER contact_tasks_bump_version BEFORE UPDATE ON contact_tasks FOR EACH ROW EXECUTE FUNCTION bump_record_version();
