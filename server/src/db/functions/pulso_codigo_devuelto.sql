-- Trigger on ordenes: an order that leaves pendiente without being paid (expired, refused,
-- replaced, cancelled) gives its code's use back, whichever path moved it, so
-- codigos_descuento.usos stays the count of the pending and paid orders that used the code.
CREATE OR REPLACE FUNCTION pulso_codigo_devuelto() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE codigos_descuento SET usos = usos - 1 WHERE id_codigo = NEW.id_codigo;
  RETURN NULL;
END $$;
