-- Each instance keeps events' views in memory (modules/eventos/event-view-cache.ts) and
-- forgets an event's the moment anything its view shows changes: the event, its nights, its
-- ticket rows (not their sales: availability is read live), genres, line-up, media; an
-- artist renamed or removed forgets every view ('*'). Triggers, so no write path can forget to
-- say so; delivered at commit, never on rollback, repeated payloads of a transaction once.
CREATE FUNCTION pulso_evento_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('pulso_eventos', OLD.id_evento::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('pulso_eventos', NEW.id_evento::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION pulso_entrada_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_evento integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT f.id_evento INTO v_evento FROM fechas f WHERE f.id_fecha = OLD.id_fecha;
    -- A night removed with its tickets has notified its event already.
    IF v_evento IS NOT NULL THEN PERFORM pg_notify('pulso_eventos', v_evento::text); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT f.id_evento INTO v_evento FROM fechas f WHERE f.id_fecha = NEW.id_fecha;
    IF v_evento IS NOT NULL THEN PERFORM pg_notify('pulso_eventos', v_evento::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One function for media of any owner kind: TG_ARGV[0] is the owner key's prefix, TG_ARGV[1]
-- the channel. It replaces 0009's avatar function too (same behaviour, one definition).
CREATE FUNCTION pulso_media_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE FUNCTION pulso_artista_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pulso_eventos', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER eventos_vista_cambio AFTER INSERT OR UPDATE OR DELETE ON eventos
  FOR EACH ROW EXECUTE FUNCTION pulso_evento_cambio();
--> statement-breakpoint
CREATE TRIGGER fechas_vista_cambio AFTER INSERT OR UPDATE OR DELETE ON fechas
  FOR EACH ROW EXECUTE FUNCTION pulso_evento_cambio();
--> statement-breakpoint
CREATE TRIGGER evento_generos_vista_cambio AFTER INSERT OR UPDATE OR DELETE ON evento_generos
  FOR EACH ROW EXECUTE FUNCTION pulso_evento_cambio();
--> statement-breakpoint
CREATE TRIGGER evento_artistas_vista_cambio AFTER INSERT OR UPDATE OR DELETE ON evento_artistas
  FOR EACH ROW EXECUTE FUNCTION pulso_evento_cambio();
--> statement-breakpoint
-- Sales (vendidas) change on every purchase and are read live: not a change of the view.
CREATE TRIGGER entradas_vista_cambio
  AFTER INSERT OR DELETE OR UPDATE OF id_fecha, cd_tipo, precio, cantidad, estado ON entradas
  FOR EACH ROW EXECUTE FUNCTION pulso_entrada_cambio();
--> statement-breakpoint
CREATE TRIGGER media_evento_vista_cambio AFTER INSERT OR UPDATE OR DELETE ON media
  FOR EACH ROW EXECUTE FUNCTION pulso_media_cambio('evento-', 'pulso_eventos');
--> statement-breakpoint
DROP TRIGGER media_avatar_changed ON media;
--> statement-breakpoint
DROP FUNCTION pulso_avatar_changed();
--> statement-breakpoint
CREATE TRIGGER media_avatar_changed AFTER INSERT OR UPDATE OR DELETE ON media
  FOR EACH ROW EXECUTE FUNCTION pulso_media_cambio('usuario-', 'pulso_auth');
--> statement-breakpoint
CREATE TRIGGER artistas_vista_cambio AFTER UPDATE OF nombre OR DELETE ON artistas
  FOR EACH ROW EXECUTE FUNCTION pulso_artista_cambio();
