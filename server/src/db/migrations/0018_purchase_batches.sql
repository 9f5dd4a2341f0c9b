-- Purchases of one event that arrive together run in one transaction (issue 12, decision
-- 0071): each in its own subtransaction, so a refusal or a failure ends only its own
-- purchase. The stock row is locked once and committed once for the batch, instead of
-- being handed from transaction to transaction. Answers one entry per purchase, in order:
-- {"ok": <what pulso_crear_orden answers>} or {"code", "detail", "message"} of its error.
CREATE OR REPLACE FUNCTION pulso_crear_ordenes(ps jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_p jsonb;
  v_out jsonb := '[]'::jsonb;
  v_code text;
  v_detail text;
  v_message text;
BEGIN
  FOR v_p IN SELECT value FROM jsonb_array_elements(ps) WITH ORDINALITY AS t(value, ord) ORDER BY ord
  LOOP
    BEGIN
      v_out := v_out || jsonb_build_array(jsonb_build_object('ok', pulso_crear_orden(v_p)));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL,
                              v_message = MESSAGE_TEXT;
      v_out := v_out || jsonb_build_array(
        jsonb_build_object('code', v_code, 'detail', v_detail, 'message', v_message));
    END;
  END LOOP;
  RETURN v_out;
END
$$;
