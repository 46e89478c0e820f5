CREATE TABLE "authz_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- ADR 0065: anything an actor is built from bumps the user's authz version, whoever writes it and on
-- whichever instance, so a cached actor is never used past a change.
CREATE OR REPLACE FUNCTION bump_authz_version(p_user_id text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO authz_versions (user_id, version) VALUES (p_user_id, 1)
  ON CONFLICT (user_id) DO UPDATE SET version = authz_versions.version + 1;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION authz_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_authz_version(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM bump_authz_version(NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION authz_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_authz_version(COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION authz_team_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_authz_version(tm.user_id) FROM team_members tm WHERE tm.team_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION authz_role_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_authz_version(m.user_id) FROM organization_members m WHERE m.role_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organization_members_authz AFTER INSERT OR UPDATE OR DELETE ON organization_members FOR EACH ROW EXECUTE FUNCTION authz_membership_changed();--> statement-breakpoint
CREATE TRIGGER team_members_authz AFTER INSERT OR UPDATE OR DELETE ON team_members FOR EACH ROW EXECUTE FUNCTION authz_membership_changed();--> statement-breakpoint
CREATE TRIGGER user_profiles_authz_insert AFTER INSERT OR DELETE ON user_profiles FOR EACH ROW EXECUTE FUNCTION authz_profile_changed();--> statement-breakpoint
CREATE TRIGGER user_profiles_authz_update AFTER UPDATE ON user_profiles FOR EACH ROW WHEN (OLD.role_details IS DISTINCT FROM NEW.role_details OR OLD.platform_role IS DISTINCT FROM NEW.platform_role) EXECUTE FUNCTION authz_profile_changed();--> statement-breakpoint
CREATE TRIGGER teams_authz AFTER UPDATE ON teams FOR EACH ROW WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id) EXECUTE FUNCTION authz_team_moved();--> statement-breakpoint
CREATE TRIGGER roles_authz AFTER UPDATE ON roles FOR EACH ROW WHEN (OLD.role_key IS DISTINCT FROM NEW.role_key) EXECUTE FUNCTION authz_role_renamed();
