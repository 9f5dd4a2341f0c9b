-- Trigger on ordenes: a purchase (origen 'compra': the checkout, where the buyer ticks the
-- terms) records the terms version in force, unless its insert named one. Guest-list
-- invitations and wait-list offers accept nothing at that moment and keep none
-- (docs/decisions/0081-door-short-codes-and-terms-versions.md).
CREATE OR REPLACE FUNCTION pulso_orden_terminos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.origen = 'compra' AND NEW.id_version_terminos IS NULL THEN
    SELECT max(id_version) INTO NEW.id_version_terminos FROM terminos_versiones;
  END IF;
  RETURN NEW;
END
$$;
