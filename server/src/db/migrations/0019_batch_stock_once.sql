-- A drop's batch of purchases (migration 0018) took the stock row of a type once per
-- purchase: 32 updates of one row in one transaction, each in its own subtransaction, each
-- update and each foreign-key lock on that row walking a longer chain of its versions (0.67
-- ms a purchase in pulso_tomar_stock alone, on an idle machine). Now a batch's purchases
-- lock the stock rows (the first one takes the lock, the batch keeps it), check the stock
-- against what the batch has taken so far (a tally by stock row, `p_tomadas`) and add their
-- own; the batch writes each row once at the end (issue 12, decision 0072).
--
-- A purchase alone is as before, with one more step: a line short as read is refused before
-- anything is written (PU409 and the line's number, as pulso_tomar_stock refuses it), so
-- the purchases a batch carries past the last ticket cost a read instead of inserts rolled
-- back. pulso_tomar_stock still decides under its lock.

-- Whether the stock can serve the lines, counting on top of each row's `vendidas` the
-- tickets in `p_tomadas` (by idEntrada; null: none): pulso_tomar_stock's rule (a type's own
-- total; an early bird and its regular type share the regular's), line by line in order.
-- Answers {"corta": <the first short line's number>} or {"tomadas": <the tally with the
-- lines added>}.
CREATE FUNCTION pulso_stock_alcanza(p_lines jsonb, p_tomadas jsonb) RETURNS jsonb
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
--> statement-breakpoint
-- The one-argument purchase is replaced by one with the batch's tally (null when alone).
DROP FUNCTION pulso_crear_orden(jsonb);
--> statement-breakpoint
CREATE FUNCTION pulso_crear_orden(p jsonb, p_tomadas jsonb DEFAULT NULL) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_usuario integer := (p->>'idUsuario')::integer;
  v_evento integer := (p->>'idEvento')::integer;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_estado integer;
  v_max integer;
  v_dia record;
  v_line record;
  v_ya integer;
  v_orden ordenes;
  v_items jsonb;
  v_codigo integer := (p->>'idCodigo')::integer;
  v_rechazo text;
  v_stock jsonb;
BEGIN
  PERFORM 1 FROM usuarios WHERE id_usuario = v_usuario FOR NO KEY UPDATE;
  SELECT cd_estado, max_entradas_por_cuenta INTO v_estado, v_max
    FROM eventos WHERE id_evento = v_evento FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'evento inexistente' USING ERRCODE = 'PU404';
  END IF;
  IF v_estado <> 2 THEN
    RAISE EXCEPTION 'evento no disponible' USING ERRCODE = 'PU001';
  END IF;
  IF EXISTS (
    SELECT 1 FROM jsonb_array_elements(p->'lines') l
     WHERE NOT EXISTS (SELECT 1 FROM fechas f
                        WHERE f.id_fecha = (l->>'idFecha')::integer AND f.id_evento = v_evento)
  ) THEN
    RAISE EXCEPTION 'fecha ajena' USING ERRCODE = 'PU002';
  END IF;
  FOR v_dia IN
    SELECT f.id_fecha, f.inicio_venta, f.fin_venta, f.alta_demanda FROM fechas f
     WHERE f.id_fecha IN (SELECT (l->>'idFecha')::integer FROM jsonb_array_elements(p->'lines') l)
     ORDER BY f.id_fecha
  LOOP
    IF NOT (v_dia.inicio_venta <= v_now AND v_now < v_dia.fin_venta) THEN
      RAISE EXCEPTION 'venta cerrada' USING ERRCODE = 'PU003', DETAIL = v_dia.id_fecha::text;
    END IF;
  END LOOP;
  FOR v_dia IN
    SELECT f.id_fecha FROM fechas f
     WHERE f.id_fecha IN (SELECT (l->>'idFecha')::integer FROM jsonb_array_elements(p->'lines') l)
       AND f.alta_demanda
       AND NOT (p->'admitidas' @> to_jsonb(f.id_fecha))
     ORDER BY f.id_fecha
  LOOP
    RAISE EXCEPTION 'sin admision' USING ERRCODE = 'PU004',
      DETAIL = CASE WHEN p->'vencidas' @> to_jsonb(v_dia.id_fecha) THEN 'vencida' ELSE 'requerida' END;
  END LOOP;
  -- The account's orders of the event, locked: a payment being applied to one finishes first.
  PERFORM 1 FROM ordenes o
    WHERE o.id_usuario = v_usuario AND o.id_evento = v_evento
      AND o.estado IN ('pendiente', 'pagada')
    FOR UPDATE;
  IF EXISTS (SELECT 1 FROM ordenes o
              WHERE o.id_usuario = v_usuario AND o.id_evento = v_evento
                AND o.estado = 'pendiente' AND o.origen = 'compra') THEN
    RAISE EXCEPTION 'reemplazar' USING ERRCODE = 'PU100';
  END IF;
  FOR v_line IN
    SELECT (l->>'idFecha')::integer AS id_fecha, (l->>'cdTipo')::integer AS cd_tipo,
           (l->>'cantidad')::integer AS cantidad, ord
      FROM jsonb_array_elements(p->'lines') WITH ORDINALITY AS t(l, ord) ORDER BY ord
  LOOP
    SELECT coalesce(sum(i.cantidad), 0) INTO v_ya
      FROM orden_items i JOIN ordenes o ON o.id_orden = i.id_orden
     WHERE o.id_usuario = v_usuario AND o.id_evento = v_evento AND o.estado = 'pagada'
       AND i.id_fecha = v_line.id_fecha AND i.cd_tipo = v_line.cd_tipo;
    IF v_ya + v_line.cantidad > v_max THEN
      RAISE EXCEPTION 'limite' USING ERRCODE = 'PU005',
        DETAIL = json_build_object('linea', v_line.ord, 'yaTenes', v_ya, 'max', v_max)::text;
    END IF;
  END LOOP;
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p->'lines') l WHERE l->'idEntrada' = 'null'::jsonb) THEN
    RAISE EXCEPTION 'entrada inexistente' USING ERRCODE = 'PU006';
  END IF;

  -- In a batch the check below decides, so it reads the stock rows under their lock (taken
  -- by the batch's first purchase that gets here, and kept by the batch; buyer, event,
  -- orders and then stock, the order every purchase takes its locks in). Alone, a line short
  -- as read is refused before anything is written; pulso_tomar_stock decides at the end.
  IF p_tomadas IS NOT NULL THEN
    PERFORM 1 FROM entradas
      WHERE id_fecha IN (SELECT (l->>'idFecha')::integer FROM jsonb_array_elements(p->'lines') l)
      ORDER BY id_entrada FOR NO KEY UPDATE;
  END IF;
  v_stock := pulso_stock_alcanza(p->'lines', p_tomadas);
  IF v_stock ? 'corta' THEN
    RAISE EXCEPTION 'sin stock' USING ERRCODE = 'PU409', DETAIL = v_stock->>'corta';
  END IF;

  IF v_codigo IS NOT NULL THEN
    UPDATE codigos_descuento c SET usos = c.usos + 1
     WHERE c.id_codigo = v_codigo AND c.id_evento = v_evento AND c.activo
       AND (c.max_usos IS NULL OR c.usos < c.max_usos)
       AND (c.desde IS NULL OR c.desde <= v_now) AND (c.hasta IS NULL OR v_now < c.hasta);
    IF NOT FOUND THEN
      SELECT CASE WHEN NOT c.activo THEN 'inactivo'
                  WHEN c.max_usos IS NOT NULL AND c.usos >= c.max_usos THEN 'agotado'
                  WHEN c.desde IS NOT NULL AND v_now < c.desde THEN 'futuro'
                  ELSE 'vencido' END
        INTO v_rechazo
        FROM codigos_descuento c WHERE c.id_codigo = v_codigo AND c.id_evento = v_evento;
      RAISE EXCEPTION 'codigo' USING ERRCODE = 'PU007', DETAIL = coalesce(v_rechazo, 'noExiste');
    END IF;
  END IF;

  -- A hidden row (issue 14) is sold only with an access code that opens its type.
  IF EXISTS (
    SELECT 1 FROM jsonb_array_elements(p->'lines') l
      JOIN entradas e ON e.id_entrada = (l->>'idEntrada')::integer
     WHERE e.oculta AND NOT EXISTS (
       SELECT 1 FROM codigos_descuento c
        WHERE c.id_codigo = v_codigo AND c.tipo = 'acceso'
          AND (cardinality(c.tipos_entrada) = 0 OR e.cd_tipo = ANY (c.tipos_entrada)))
  ) THEN
    RAISE EXCEPTION 'oculta' USING ERRCODE = 'PU008';
  END IF;

  INSERT INTO ordenes (id_usuario, id_evento, subtotal, descuento, id_codigo, cargo_servicio,
                       total, hold_expires_at,
                       idempotency_key, request_hash, provider, comprador_nombre,
                       comprador_apellido, comprador_tipo_id, comprador_numero_id,
                       comprador_telefono, created_at, updated_at)
  VALUES (v_usuario, v_evento, (p->>'subtotal')::integer, (p->>'descuento')::integer, v_codigo,
          (p->>'cargoServicio')::integer,
          (p->>'subtotal')::integer - (p->>'descuento')::integer + (p->>'cargoServicio')::integer,
          (p->>'holdExpiresAt')::timestamptz, p->>'idempotencyKey', p->>'requestHash',
          p->>'provider', p->'comprador'->>'nombre', p->'comprador'->>'apellido',
          p->'comprador'->>'tipoId', p->'comprador'->>'numeroId', p->'comprador'->>'telefono',
          v_now, v_now)
  RETURNING * INTO v_orden;
  WITH inserted AS (
    INSERT INTO orden_items (id_orden, id_entrada, id_fecha, cd_tipo, precio_unitario, cantidad)
    SELECT v_orden.id_orden, (l->>'idEntrada')::integer, (l->>'idFecha')::integer,
           (l->>'cdTipo')::integer, (l->>'precio')::integer, (l->>'cantidad')::integer
      FROM jsonb_array_elements(p->'lines') l
    RETURNING id_item, id_entrada
  )
  SELECT jsonb_agg(jsonb_build_object('idItem', id_item, 'idEntrada', id_entrada))
    INTO v_items FROM inserted;

  -- Alone, the stock is taken here under its row locks; in a batch the rows were locked
  -- before the first purchase and what it takes is added to the batch's tally.
  IF p_tomadas IS NULL THEN
    PERFORM pulso_tomar_stock(
      ARRAY(SELECT DISTINCT (l->>'idFecha')::integer FROM jsonb_array_elements(p->'lines') l),
      ARRAY(SELECT (l->>'idEntrada')::integer FROM jsonb_array_elements(p->'lines') WITH ORDINALITY t(l, o) ORDER BY o),
      ARRAY(SELECT (l->>'cantidad')::integer FROM jsonb_array_elements(p->'lines') WITH ORDINALITY t(l, o) ORDER BY o),
      ARRAY(SELECT (l->>'regular')::integer FROM jsonb_array_elements(p->'lines') WITH ORDINALITY t(l, o) ORDER BY o),
      ARRAY(SELECT (l->>'temprana')::integer FROM jsonb_array_elements(p->'lines') WITH ORDINALITY t(l, o) ORDER BY o));
  END IF;

  RETURN jsonb_build_object(
    'idOrden', v_orden.id_orden,
    'estado', v_orden.estado,
    'holdExpiresAt', v_orden.hold_expires_at,
    'createdAt', v_orden.created_at,
    'items', v_items,
    'tomadas', v_stock->'tomadas');
END
$$;
--> statement-breakpoint
-- The batch of migration 0018, each purchase in its own subtransaction against the tally,
-- and each stock row written once at the end.
CREATE OR REPLACE FUNCTION pulso_crear_ordenes(ps jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_p jsonb;
  v_r jsonb;
  v_out jsonb := '[]'::jsonb;
  v_tomadas jsonb := '{}'::jsonb;
  v_code text;
  v_detail text;
  v_message text;
BEGIN
  FOR v_p IN SELECT value FROM jsonb_array_elements(ps) WITH ORDINALITY AS t(value, ord) ORDER BY ord
  LOOP
    BEGIN
      v_r := pulso_crear_orden(v_p, v_tomadas);
      v_tomadas := v_r->'tomadas';
      v_out := v_out || jsonb_build_array(jsonb_build_object('ok', v_r - 'tomadas'));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL,
                              v_message = MESSAGE_TEXT;
      v_out := v_out || jsonb_build_array(
        jsonb_build_object('code', v_code, 'detail', v_detail, 'message', v_message));
    END;
  END LOOP;
  UPDATE entradas e SET vendidas = e.vendidas + (v_tomadas->>e.id_entrada::text)::integer
   WHERE e.id_entrada IN (SELECT k::integer FROM jsonb_object_keys(v_tomadas) AS k);
  RETURN v_out;
END
$$;
