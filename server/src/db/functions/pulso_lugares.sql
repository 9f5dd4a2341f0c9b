-- The capacity rule (docs/decisions/0085-capacity-pools.md, 0087-tandas.md): the places a stock
-- row can still sell at `p_now`, counting on top of each row's `vendidas` the tickets in
-- `p_tomadas` (by idEntrada; null: none). The least of the row's own rest and the rest of every
-- pool it draws from, a pool's taken places being the sum of its rows' (entrada_cupos); 0 for a
-- step of a tanda that is not the one on sale (pulso_paso_en_venta). Never below 0.
-- placesOf (shared/domain/stock.ts) says the same for the previews, and a test runs both on
-- random days.
CREATE OR REPLACE FUNCTION pulso_lugares(p_id_entrada integer, p_tomadas jsonb, p_now timestamptz)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN e.id_tanda IS NOT NULL
              AND e.paso <> pulso_paso_en_venta(e.id_tanda, p_tomadas, p_now)
    THEN 0
    ELSE greatest(0, least(
      e.cantidad - e.vendidas - coalesce((p_tomadas->>e.id_entrada::text)::integer, 0),
      (SELECT min(c.cantidad - (
                SELECT sum(m.vendidas + coalesce((p_tomadas->>m.id_entrada::text)::integer, 0))
                  FROM entrada_cupos mc JOIN entradas m ON m.id_entrada = mc.id_entrada
                 WHERE mc.id_cupo = c.id_cupo))
         FROM entrada_cupos ec JOIN cupos c ON c.id_cupo = ec.id_cupo
        WHERE ec.id_entrada = e.id_entrada))) END::integer
    FROM entradas e
   WHERE e.id_entrada = p_id_entrada
$$;
