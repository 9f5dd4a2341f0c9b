-- The step of a tanda on sale at `p_now` (docs/decisions/0087-tandas.md), counting on top of each
-- row's `vendidas` the tickets in `p_tomadas` (by idEntrada; null: none): the first step, from the
-- latest whose date came (else the first), that has places of its own left; the last when none
-- has. A hidden step (sold only with an access code: a presale) is outside that order: it sells
-- while it has places and holds back no public step. Part of the capacity rule (pulso_lugares).
-- PL/pgSQL, not SQL, so that its plan is kept between calls (docs/decisions/0096-the-capacity-rule-in-sql.md).
CREATE OR REPLACE FUNCTION pulso_paso_en_venta(p_id_tanda integer, p_tomadas jsonb, p_now timestamptz)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(
             min(s.paso) FILTER (
               WHERE s.cantidad - s.vendidas - coalesce((p_tomadas->>s.id_entrada::text)::integer, 0) > 0),
             max(s.paso))
      FROM entradas s
     WHERE s.id_tanda = p_id_tanda AND NOT s.oculta
       AND s.paso >= coalesce((SELECT max(d.paso) FROM entradas d
                                WHERE d.id_tanda = p_id_tanda AND NOT d.oculta
                                  AND d.abre_at <= p_now), 0));
END
$$;
