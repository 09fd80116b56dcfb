-- Published artifacts, site releases and the audit log are immutable (ARCHITECTURE §2): the database
-- refuses UPDATE and DELETE on them, so no code path, script or console can rewrite history.
-- Rows still go when their site is deleted (ON DELETE CASCADE runs as a DELETE, so it is allowed
-- only through the cascade, recognised by pg_trigger_depth() > 1).
CREATE OR REPLACE FUNCTION drawfront_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is immutable: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER remote_artifacts_immutable BEFORE UPDATE OR DELETE ON remote_artifacts FOR EACH ROW EXECUTE FUNCTION drawfront_refuse_change();
--> statement-breakpoint
CREATE TRIGGER site_releases_immutable BEFORE UPDATE OR DELETE ON site_releases FOR EACH ROW EXECUTE FUNCTION drawfront_refuse_change();
--> statement-breakpoint
CREATE TRIGGER release_audit_immutable BEFORE UPDATE OR DELETE ON release_audit FOR EACH ROW EXECUTE FUNCTION drawfront_refuse_change();
