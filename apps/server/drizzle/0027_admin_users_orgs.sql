CREATE TABLE "organization_suspensions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"reason" text,
	"suspended_by" text,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_disablements" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reason" text,
	"disabled_by" text,
	"disabled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_suspensions" ADD CONSTRAINT "organization_suspensions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_suspensions" ADD CONSTRAINT "organization_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disablements" ADD CONSTRAINT "user_disablements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disablements" ADD CONSTRAINT "user_disablements_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- ADR 0149: disabling or enabling a user and suspending or reinstating an organization bump the
-- authz version of the people concerned (ADR 0065), so no cached actor outlives the change.
CREATE OR REPLACE FUNCTION authz_user_disablement_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_authz_version(COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION authz_organization_suspension_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_authz_version(m.user_id) FROM organization_members m
  WHERE m.organization_id = COALESCE(NEW.organization_id, OLD.organization_id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER user_disablements_authz AFTER INSERT OR DELETE ON user_disablements FOR EACH ROW EXECUTE FUNCTION authz_user_disablement_changed();--> statement-breakpoint
CREATE TRIGGER organization_suspensions_authz AFTER INSERT OR DELETE ON organization_suspensions FOR EACH ROW EXECUTE FUNCTION authz_organization_suspension_changed();
--> statement-breakpoint
-- The platform admin's user search (ILIKE '%q%' on e-mail or name over every user): trigram indexes
-- where pg_trgm can be created, as for contacts (0003); elsewhere the search stays a scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable; admin user search uses ILIKE without an index';
END
$$;
