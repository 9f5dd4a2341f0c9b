-- Trigger on entradas (ticket rows): the event of the row's day changed (pulso_evento_cambio).
CREATE OR REPLACE FUNCTION pulso_entrada_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
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
