-- Whether the stock can serve the lines at `p_now`, counting on top of each row's `vendidas` the
-- tickets in `p_tomadas` (by idEntrada; null: none), line by line in order, each as pulso_lugares
-- counts a row's places (its own, its pools', its tanda's step on sale). Answers {"corta": <the first short line's number>} or
-- {"tomadas": <the tally with the lines added>}. pulso_crear_ordenes checks each purchase of a
-- batch against what the ones before it took, under the stock rows' locks
-- (docs/decisions/0072-prechecks-in-batches.md).
CREATE OR REPLACE FUNCTION pulso_stock_alcanza(p_lines jsonb, p_tomadas jsonb, p_now timestamptz)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_line record;
  v_t jsonb := coalesce(p_tomadas, '{}'::jsonb);
BEGIN
  FOR v_line IN
    SELECT (l->>'idEntrada')::integer AS id_entrada, (l->>'cantidad')::integer AS cantidad, ord
      FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS t(l, ord) ORDER BY ord
  LOOP
    IF coalesce(pulso_lugares(v_line.id_entrada, v_t, p_now), 0) < v_line.cantidad THEN
      RETURN jsonb_build_object('corta', v_line.ord);
    END IF;
    v_t := jsonb_set(v_t, ARRAY[v_line.id_entrada::text],
                     to_jsonb(coalesce((v_t->>v_line.id_entrada::text)::integer, 0)
                              + v_line.cantidad));
  END LOOP;
  RETURN jsonb_build_object('tomadas', v_t);
END
$$;
