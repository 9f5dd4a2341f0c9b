-- Trigger on media, for any owner kind: TG_ARGV[0] is the owner key's prefix ('evento-',
-- 'usuario-'), TG_ARGV[1] the channel to notify (pulso_eventos, pulso_auth).
CREATE OR REPLACE FUNCTION pulso_media_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prefix text := TG_ARGV[0];
BEGIN
  IF TG_OP <> 'INSERT' AND left(OLD.id_entidad_media, length(prefix)) = prefix THEN
    PERFORM pg_notify(TG_ARGV[1], substr(OLD.id_entidad_media, length(prefix) + 1));
  END IF;
  IF TG_OP <> 'DELETE' AND left(NEW.id_entidad_media, length(prefix)) = prefix THEN
    PERFORM pg_notify(TG_ARGV[1], substr(NEW.id_entidad_media, length(prefix) + 1));
  END IF;
  RETURN NULL;
END $$;
