-- Unpaid holds are capped per client address and per device as well as per account
-- (docs/decisions/0076-hostile-users.md). The count is read under transaction-scoped advisory
-- locks on the origin (two-key space: 4040020 address, 4040021 device, then hashtext of event
-- and origin), taken after the buyers' orders and before the stock, in key order, so purchases
-- of many accounts from one origin queue there and each sees what the previous one held.
--
-- Locks the origin of a purchase of the event until the transaction ends (address first).
CREATE OR REPLACE FUNCTION pulso_bloquear_origen(p_evento integer, p_ip text, p_dispositivo text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_ip IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(4040020, hashtext(p_evento || ':' || p_ip));
  END IF;
  IF p_dispositivo IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(4040021, hashtext(p_evento || ':' || p_dispositivo));
  END IF;
END
$$;
