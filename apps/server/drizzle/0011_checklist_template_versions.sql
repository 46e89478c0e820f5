ALTER TABLE "checklist_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TRIGGER checklist_templates_bump_version BEFORE UPDATE ON checklist_templates FOR EACH ROW EXECUTE FUNCTION bump_record_version();
