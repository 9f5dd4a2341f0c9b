-- The units a stock row can still sell at `p_now`, counting the units in `p_tomadas` on top of
-- each row's `vendidas`; `p_now` null: a guest list's count, capacity only, in any step of a
-- tanda. The capacity rule's `lugares` (pulso_disponibilidad), as every sale asks it: the batch
-- purchase (pulso_stock_alcanza) and single takes (reserveLines).
CREATE OR REPLACE FUNCTION pulso_lugares(p_id_entrada integer, p_tomadas jsonb, p_now timestamptz)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- A field of the call, not a FROM: PL/pgSQL evaluates it without a plan of its own.
  RETURN (pulso_disponibilidad(p_id_entrada, p_tomadas, p_now)).lugares;
END
$$;
