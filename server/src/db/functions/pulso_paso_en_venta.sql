-- The step of a tanda on sale at `p_now` (docs/decisions/0087-tandas.md), counting on top of each
-- row's `vendidas` the tickets in `p_tomadas` (by idEntrada; null: none): the first step, from the
-- latest whose date came (else the first), that has places of its own left; the last when none
-- has. A hidden step (sold only with an access code: a presale) is outside that order: it sells
-- while it has places and holds back no public step. Part of the capacity rule
-- (pulso_disponibilidad; docs/decisions/0096-the-capacity-rule-in-sql.md).
-- One pass from the last step down to the latest whose date came: the lowest step seen with
-- places left is the one on sale.
CREATE OR REPLACE FUNCTION pulso_paso_en_venta(p_id_tanda integer, p_tomadas jsonb, p_now timestamptz)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_step record;
  v_last integer;
  v_open integer;
BEGIN
  FOR v_step IN
    SELECT s.paso, s.abre_at,
           s.cantidad - s.vendidas - coalesce((p_tomadas->>s.id_entrada::text)::integer, 0) AS resto
      FROM entradas s
     WHERE s.id_tanda = p_id_tanda AND NOT s.oculta
     ORDER BY s.paso DESC
  LOOP
    v_last := coalesce(v_last, v_step.paso);
    IF v_step.resto > 0 THEN
      v_open := v_step.paso;
    END IF;
    EXIT WHEN v_step.abre_at <= p_now;
  END LOOP;
  RETURN coalesce(v_open, v_last);
END
$$;
