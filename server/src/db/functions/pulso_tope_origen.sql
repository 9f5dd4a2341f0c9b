-- The first line of the purchase `p` that would take its address or its device past the cap,
-- given what they hold (`p_ya`, as pulso_retenidas_origen answers it) and the account's limit;
-- null when every line fits. Per address: the larger of the account's limit and
-- `porcentajeConexion` % of the stock row; per device: the account's limit (PU010, PU011).
CREATE OR REPLACE FUNCTION pulso_tope_origen(p jsonb, p_ya jsonb, p_max integer)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_ip text := p->>'ipCliente';
  v_disp text := p->>'dispositivo';
  v_pct integer := coalesce((p->>'porcentajeConexion')::integer, 10);
  v_line record;
  v_ya integer;
  v_tope integer;
BEGIN
  FOR v_line IN
    SELECT (l->>'idFecha')::integer AS id_fecha, (l->>'cdTipo')::integer AS cd_tipo,
           (l->>'cantidad')::integer AS cantidad, (l->>'idEntrada')::integer AS id_entrada, ord
      FROM jsonb_array_elements(p->'lines') WITH ORDINALITY AS t(l, ord) ORDER BY ord
  LOOP
    IF v_ip IS NOT NULL THEN
      v_ya := coalesce((p_ya->>('ip|' || v_ip || '|' || v_line.id_fecha || '|' || v_line.cd_tipo))::integer, 0);
      SELECT greatest(p_max, e.cantidad * v_pct / 100) INTO v_tope
        FROM entradas e WHERE e.id_entrada = v_line.id_entrada;
      IF v_ya + v_line.cantidad > coalesce(v_tope, p_max) THEN
        RETURN jsonb_build_object('code', 'PU010', 'message', 'tope por direccion', 'detail',
          json_build_object('linea', v_line.ord, 'yaHay', v_ya, 'max', coalesce(v_tope, p_max))::text);
      END IF;
    END IF;
    IF v_disp IS NOT NULL THEN
      v_ya := coalesce((p_ya->>('disp|' || v_disp || '|' || v_line.id_fecha || '|' || v_line.cd_tipo))::integer, 0);
      IF v_ya + v_line.cantidad > p_max THEN
        RETURN jsonb_build_object('code', 'PU011', 'message', 'tope por dispositivo', 'detail',
          json_build_object('linea', v_line.ord, 'yaHay', v_ya, 'max', p_max)::text);
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
