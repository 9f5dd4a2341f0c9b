-- The capacity rule (docs/decisions/0085-capacity-pools.md, 0087-tandas.md,
-- 0089-mesas-and-order-limits.md, 0096-the-capacity-rule-in-sql.md), the only place it is
-- written: what a stock row can still sell at `p_now`, counting on top of each row's `vendidas`
-- the units in `p_tomadas` (by idEntrada; null: none).
-- `lugares`: the least of the row's own rest and, for every pool it draws from, how many of its
-- units (each `personas` people) the pool's rest still holds, a pool's taken places being its
-- rows' units times their people (entrada_cupos); 0 for a step of a tanda that is not the one on
-- sale (pulso_paso_en_venta; a hidden step is outside the order and always may sell), unless
-- `p_now` is null: no sale, a guest list's invitation, which takes capacity in any step. Never
-- below 0 (so the integer division's rounding toward zero of a pool already over is harmless).
-- `estado`: where the row's step stands for a buyer: 'abierta' for the step on sale and for a
-- hidden step, 'agotada' before it, 'proxima' after it; null outside a tanda.
-- Both null for a row that does not exist. Sales ask pulso_lugares, screens this function
-- (server/src/modules/cupos/lugares.ts): a figure shown and a sale refused cannot disagree.
-- PL/pgSQL, step by step: its plans are kept between calls (a SQL-language body is planned
-- again on every call from a new statement), and a step not on sale skips the pools' sums.
CREATE OR REPLACE FUNCTION pulso_disponibilidad(
  p_id_entrada integer, p_tomadas jsonb, p_now timestamptz, OUT lugares integer, OUT estado text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_row record;
  v_en_venta integer;
BEGIN
  SELECT e.id_tanda, e.paso, e.oculta, e.personas,
         e.cantidad - e.vendidas - coalesce((p_tomadas->>e.id_entrada::text)::integer, 0) AS resto
    INTO v_row
    FROM entradas e
   WHERE e.id_entrada = p_id_entrada;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF v_row.id_tanda IS NOT NULL THEN
    IF v_row.oculta THEN
      estado := 'abierta';
    ELSE
      v_en_venta := pulso_paso_en_venta(v_row.id_tanda, p_tomadas, p_now);
      estado := CASE sign(v_row.paso - v_en_venta)
                  WHEN 0 THEN 'abierta' WHEN -1 THEN 'agotada' ELSE 'proxima' END;
      IF p_now IS NOT NULL AND v_row.paso <> v_en_venta THEN
        lugares := 0;
        RETURN;
      END IF;
    END IF;
  END IF;
  lugares := greatest(0, least(
    v_row.resto,
    (SELECT min((c.cantidad - (
              SELECT sum((m.vendidas + coalesce((p_tomadas->>m.id_entrada::text)::integer, 0))
                         * m.personas)
                FROM entrada_cupos mc JOIN entradas m ON m.id_entrada = mc.id_entrada
               WHERE mc.id_cupo = c.id_cupo)) / v_row.personas)
       FROM entrada_cupos ec JOIN cupos c ON c.id_cupo = ec.id_cupo
      WHERE ec.id_entrada = p_id_entrada)));
END
$$;
