-- `p_ya` with the lines of the purchase `p` added to its address and device.
CREATE OR REPLACE FUNCTION pulso_sumar_origen(p_ya jsonb, p jsonb)
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_ya jsonb := p_ya;
  v_l jsonb;
  v_k text;
BEGIN
  FOR v_l IN SELECT value FROM jsonb_array_elements(p->'lines') LOOP
    FOREACH v_k IN ARRAY ARRAY[
      CASE WHEN p->>'ipCliente' IS NOT NULL THEN 'ip|' || (p->>'ipCliente') END,
      CASE WHEN p->>'dispositivo' IS NOT NULL THEN 'disp|' || (p->>'dispositivo') END]
    LOOP
      IF v_k IS NOT NULL THEN
        v_k := v_k || '|' || (v_l->>'idFecha') || '|' || (v_l->>'cdTipo');
        v_ya := jsonb_set(v_ya, ARRAY[v_k],
                          to_jsonb(coalesce((v_ya->>v_k)::integer, 0) + (v_l->>'cantidad')::integer));
      END IF;
    END LOOP;
  END LOOP;
  RETURN v_ya;
END
$$;
