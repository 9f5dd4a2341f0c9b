-- Statement-level trigger on fechas: eventos.primera_noche follows the event's nights whatever
-- writes them, one update per event and only when the first night really moved (no row lock on
-- the event otherwise: a purchase holds it FOR SHARE).
CREATE OR REPLACE FUNCTION pulso_fechas_primera_noche() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.id_evento) INTO ids FROM nuevas n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT v.id_evento) INTO ids FROM viejas v;
  ELSE
    SELECT array_agg(x.id_evento) INTO ids
      FROM (SELECT n.id_evento FROM nuevas n UNION SELECT v.id_evento FROM viejas v) x;
  END IF;
  UPDATE eventos e SET primera_noche = m.primera
    FROM (SELECT i.id_evento,
                 (SELECT min(f.inicio) FROM fechas f WHERE f.id_evento = i.id_evento) AS primera
            FROM unnest(ids) AS i(id_evento)) m
   WHERE e.id_evento = m.id_evento AND e.primera_noche IS DISTINCT FROM m.primera;
  RETURN NULL;
END
$$;
