CREATE TABLE "organization_role_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"role_key" text NOT NULL,
	"overrides" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"platform_role" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_role_overrides" ADD CONSTRAINT "organization_role_overrides_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_role_overrides" ADD CONSTRAINT "organization_role_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_invitations" ADD CONSTRAINT "platform_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_invitations" ADD CONSTRAINT "platform_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_role_overrides_org_role_uq" ON "organization_role_overrides" USING btree ("organization_id","role_key");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_invitations_token_uq" ON "platform_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "platform_invitations_created_idx" ON "platform_invitations" USING btree ("created_at","id");--> statement-breakpoint
-- ADR 0174: an edit of an override bumps its version whatever wrote it, and any change to a role's
-- override in an organization bumps the authz version (ADR 0065) of that organization's members with
-- that role, so their next request is built with it.
CREATE TRIGGER organization_role_overrides_bump_version BEFORE UPDATE ON organization_role_overrides FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE OR REPLACE FUNCTION authz_organization_role_override_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_authz_version(m.user_id) FROM organization_members m
  JOIN roles r ON r.id = m.role_id
  WHERE m.organization_id = COALESCE(NEW.organization_id, OLD.organization_id)
    AND r.role_key = COALESCE(NEW.role_key, OLD.role_key);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organization_role_overrides_authz AFTER INSERT OR UPDATE OR DELETE ON organization_role_overrides FOR EACH ROW EXECUTE FUNCTION authz_organization_role_override_changed();
