-- The capacity rule (docs/decisions/0085-capacity-pools.md, 0087-tandas.md, 0089-mesas-and-order-limits.md):
-- the units a stock row can still sell at `p_now`, counting on top of each row's `vendidas` the
-- units in `p_tomadas` (by idEntrada; null: none): its places (pulso_capacidad: its own rest and
-- every pool's), or 0 for a step of a tanda that is not the one on sale (pulso_paso_en_venta; a
-- hidden step is outside the order and always may sell), unless `p_now` is null: no sale, a
-- guest list's invitation, which takes capacity in any step.
-- placesOf (shared/domain/stock.ts) says the same for the previews, and a test runs both on
-- random days.
CREATE OR REPLACE FUNCTION pulso_lugares(p_id_entrada integer, p_tomadas jsonb, p_now timestamptz)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN e.id_tanda IS NOT NULL AND p_now IS NOT NULL AND NOT e.oculta
              AND e.paso <> pulso_paso_en_venta(e.id_tanda, p_tomadas, p_now)
    THEN 0
    ELSE pulso_capacidad(e.id_entrada, p_tomadas) END
    FROM entradas e
   WHERE e.id_entrada = p_id_entrada
$$;
