-- Triggers that tell every instance (channel pulso_eventos) to forget an event's view
-- (server/src/modules/eventos/event-view-cache.ts) the moment anything it shows changes: the
-- event, its nights, its ticket rows (not their sales: availability is read live), genres,
-- line-up, media; an artist renamed or removed forgets every view ('*'). Delivered at commit,
-- never on rollback, repeated payloads of a transaction once.
CREATE OR REPLACE FUNCTION pulso_evento_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('pulso_eventos', OLD.id_evento::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('pulso_eventos', NEW.id_evento::text); END IF;
  RETURN NULL;
END $$;
