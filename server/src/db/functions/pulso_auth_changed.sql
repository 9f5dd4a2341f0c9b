-- Trigger on sesiones, usuarios and usuario_roles: tells every instance (channel pulso_auth) that a
-- person's session checks must be read again (server/src/modules/security/session-cache.ts).
-- A trigger, so no write path can forget to say so; pg_notify is delivered at commit, never on
-- rollback, and repeated payloads in one transaction are sent once.
CREATE OR REPLACE FUNCTION pulso_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('pulso_auth', OLD.id_usuario::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('pulso_auth', NEW.id_usuario::text); END IF;
  RETURN NULL;
END $$;
