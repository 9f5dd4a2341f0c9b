-- Issue 12: each instance keeps recently checked sessions in memory (session-cache.ts) and
-- forgets a person's the moment anything a session check reads about them changes. Triggers,
-- not application code, so that no write path (an admin's role change, a test's direct UPDATE,
-- a future feature) can forget to say so. pg_notify is delivered at commit, never on rollback,
-- and repeated payloads in one transaction are sent once.
CREATE FUNCTION "pulso_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('pulso_auth', OLD.id_usuario::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('pulso_auth', NEW.id_usuario::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The avatar is a media row of entity 'usuario-<id>'.
CREATE FUNCTION "pulso_avatar_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.id_entidad_media LIKE 'usuario-%' THEN
    PERFORM pg_notify('pulso_auth', substr(OLD.id_entidad_media, 9));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.id_entidad_media LIKE 'usuario-%' THEN
    PERFORM pg_notify('pulso_auth', substr(NEW.id_entidad_media, 9));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sesiones_auth_changed" AFTER UPDATE OR DELETE ON "sesiones"
  FOR EACH ROW EXECUTE FUNCTION "pulso_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "usuarios_auth_changed" AFTER UPDATE OR DELETE ON "usuarios"
  FOR EACH ROW EXECUTE FUNCTION "pulso_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "usuario_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "usuario_roles"
  FOR EACH ROW EXECUTE FUNCTION "pulso_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "media_avatar_changed" AFTER INSERT OR UPDATE OR DELETE ON "media"
  FOR EACH ROW EXECUTE FUNCTION "pulso_avatar_changed"();
