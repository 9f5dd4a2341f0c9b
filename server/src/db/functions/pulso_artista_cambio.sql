-- Trigger on artistas: a renamed or removed artist changes every event view that shows it.
CREATE OR REPLACE FUNCTION pulso_artista_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pulso_eventos', '*');
  RETURN NULL;
END $$;
