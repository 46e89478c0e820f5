-- The feature-flag overrides that apply to a member are read with their actor (ADR 0139), so the
-- API gate of a flagged area costs no query. A change bumps the authz version (ADR 0065) of the
-- people it concerns — the organization's members, or everyone for a platform-wide override — so no
-- cached actor outlives it, on any instance. Set-based: one statement however many people.
CREATE OR REPLACE FUNCTION authz_feature_flag_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid := COALESCE(NEW.organization_id, OLD.organization_id);
BEGIN
  IF org IS NULL THEN
    INSERT INTO authz_versions (user_id, version) SELECT u.id, 1 FROM users u
    ON CONFLICT (user_id) DO UPDATE SET version = authz_versions.version + 1;
  ELSE
    INSERT INTO authz_versions (user_id, version)
    SELECT DISTINCT m.user_id, 1 FROM organization_members m WHERE m.organization_id = org
    ON CONFLICT (user_id) DO UPDATE SET version = authz_versions.version + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER feature_flag_overrides_authz AFTER INSERT OR UPDATE OR DELETE ON feature_flag_overrides FOR EACH ROW EXECUTE FUNCTION authz_feature_flag_changed();
