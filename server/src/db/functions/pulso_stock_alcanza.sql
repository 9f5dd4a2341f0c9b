-- Whether the stock can serve the lines, counting on top of each row's `vendidas` the tickets in
-- `p_tomadas` (by idEntrada; null: none): a type's own total, and an early bird and its regular
-- type share the regular's, line by line in order. Answers {"corta": <the first short line's
-- number>} or {"tomadas": <the tally with the lines added>}. pulso_crear_ordenes checks each
-- purchase of a batch against what the ones before it took, under the stock rows' locks
-- (docs/decisions/0072-prechecks-in-batches.md).
CREATE OR REPLACE FUNCTION pulso_stock_alcanza(p_lines jsonb, p_tomadas jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_line record;
  v_t jsonb := coalesce(p_tomadas, '{}'::jsonb);
BEGIN
  FOR v_line IN
    SELECT (l->>'idEntrada')::integer AS id_entrada, (l->>'cantidad')::integer AS cantidad,
           (l->>'regular')::integer AS regular, (l->>'temprana')::integer AS temprana, ord
      FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS t(l, ord) ORDER BY ord
  LOOP
    IF NOT EXISTS (
      SELECT 1 FROM entradas e
       WHERE e.id_entrada = v_line.id_entrada
         AND e.vendidas + coalesce((v_t->>e.id_entrada::text)::integer, 0) + v_line.cantidad
             <= e.cantidad
         AND NOT EXISTS (
           SELECT 1 FROM entradas o
            WHERE o.id_fecha = e.id_fecha
              AND ((o.cd_tipo = v_line.regular
                    AND o.vendidas + coalesce((v_t->>o.id_entrada::text)::integer, 0)
                        + e.vendidas + coalesce((v_t->>e.id_entrada::text)::integer, 0)
                        + v_line.cantidad > o.cantidad)
                OR (o.cd_tipo = v_line.temprana
                    AND e.vendidas + coalesce((v_t->>e.id_entrada::text)::integer, 0)
                        + o.vendidas + coalesce((v_t->>o.id_entrada::text)::integer, 0)
                        + v_line.cantidad > e.cantidad)))
    ) THEN
      RETURN jsonb_build_object('corta', v_line.ord);
    END IF;
    v_t := jsonb_set(v_t, ARRAY[v_line.id_entrada::text],
                     to_jsonb(coalesce((v_t->>v_line.id_entrada::text)::integer, 0)
                              + v_line.cantidad));
  END LOOP;
  RETURN jsonb_build_object('tomadas', v_t);
END
$$;
