-- The capacity rule (docs/decisions/0085-capacity-pools.md, 0087-tandas.md, 0089-mesas-and-order-limits.md,
-- 0096-the-capacity-rule-in-sql.md): the units a stock row can still sell at `p_now`, counting on
-- top of each row's `vendidas` the units in `p_tomadas` (by idEntrada; null: none). The least of
-- the row's own rest and, for every pool it draws from, how many of its units (each `personas`
-- people) the pool's rest still holds, a pool's taken places being its rows' units times their
-- people (entrada_cupos); 0 for a step of a tanda that is not the one on sale
-- (pulso_paso_en_venta; a hidden step is outside the order and always may sell), unless `p_now`
-- is null: no sale, a guest list's invitation, which takes capacity in any step. Never below 0
-- (so the integer division's rounding toward zero of a pool already over is harmless).
-- This is the only place the rule is written: every sale takes places through it, and every
-- screen that shows what is left asks it (server/src/modules/cupos/lugares.ts).
-- PL/pgSQL, not SQL: PostgreSQL plans a SQL function's body again on every call from a new
-- statement (~0.8 ms here), and keeps a PL/pgSQL one's plans.
CREATE OR REPLACE FUNCTION pulso_lugares(p_id_entrada integer, p_tomadas jsonb, p_now timestamptz)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT CASE WHEN e.id_tanda IS NOT NULL AND p_now IS NOT NULL AND NOT e.oculta
                AND e.paso <> pulso_paso_en_venta(e.id_tanda, p_tomadas, p_now)
      THEN 0
      ELSE greatest(0, least(
        e.cantidad - e.vendidas - coalesce((p_tomadas->>e.id_entrada::text)::integer, 0),
        (SELECT min((c.cantidad - (
                  SELECT sum((m.vendidas + coalesce((p_tomadas->>m.id_entrada::text)::integer, 0))
                             * m.personas)
                    FROM entrada_cupos mc JOIN entradas m ON m.id_entrada = mc.id_entrada
                   WHERE mc.id_cupo = c.id_cupo)) / e.personas)
           FROM entrada_cupos ec JOIN cupos c ON c.id_cupo = ec.id_cupo
          WHERE ec.id_entrada = e.id_entrada))) END::integer
      FROM entradas e
     WHERE e.id_entrada = p_id_entrada);
END
$$;
