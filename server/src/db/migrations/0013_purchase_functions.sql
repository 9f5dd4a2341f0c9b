-- The purchase's stock take in one statement (server/src/modules/ordenes/stock.ts, takeLines):
-- lock every ticket row of the days in id_entrada order (purchases queue, never deadlock),
-- then take each line in the order given with the conditional update of reserveLines (the
-- row's own stock, and its type's total shared by the regular row and its early bird). The
-- first line that does not fit raises PU409 with its 1-based position in DETAIL and the
-- caller's transaction rolls back. One statement lets the caller send COMMIT in the same
-- message, so the hot rows stay locked for the take and the commit only.
CREATE FUNCTION pulso_tomar_stock(
  p_fechas integer[],
  p_entradas integer[],
  p_cantidades integer[],
  p_regulares integer[],
  p_tempranas integer[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  i integer;
BEGIN
  PERFORM 1 FROM entradas WHERE id_fecha = ANY (p_fechas) ORDER BY id_entrada FOR NO KEY UPDATE;
  FOR i IN 1 .. coalesce(array_length(p_entradas, 1), 0) LOOP
    UPDATE entradas e SET vendidas = e.vendidas + p_cantidades[i]
     WHERE e.id_entrada = p_entradas[i]
       AND e.vendidas + p_cantidades[i] <= e.cantidad
       AND NOT EXISTS (
         SELECT 1 FROM entradas o
          WHERE o.id_fecha = e.id_fecha
            AND ((o.cd_tipo = p_regulares[i] AND o.vendidas + e.vendidas + p_cantidades[i] > o.cantidad)
              OR (o.cd_tipo = p_tempranas[i] AND e.vendidas + o.vendidas + p_cantidades[i] > e.cantidad)));
    IF NOT FOUND THEN
      RAISE EXCEPTION 'sin stock' USING ERRCODE = 'PU409', DETAIL = i::text;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- A purchase (POST /Orden/CrearOrden, server/src/modules/ordenes/purchase.ts) in one call, so
-- a drop's purchase is one round trip, its own transaction when called alone. Locks in the
-- order every purchase uses: the buyer's row (one account's purchases queue), the event FOR
-- SHARE (a cancellation waits, or this sees it cancelled), the account's pending and paid
-- orders of the event, the days' stock rows. Checks, in the order the answers are chosen:
-- PU404 no event; PU001 not on sale; PU002 a day of another event; PU003 a day outside its
-- sale window (DETAIL: id_fecha); PU004 a high-demand day without admission (DETAIL:
-- 'vencida' or 'requerida'); PU100 the account has a pending purchase of this event (the
-- caller replaces it first, then calls again); PU005 over the per-account limit (DETAIL:
-- json line and yaTenes); PU006 no such ticket row; then it writes the order and its lines
-- and takes the stock (pulso_tomar_stock: PU409, DETAIL the line's position). The caller
-- computed prices (from its precheck read) and texts; this decides everything under locks.
CREATE FUNCTION pulso_crear_orden(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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

  INSERT INTO ordenes (id_usuario, id_evento, subtotal, cargo_servicio, total, hold_expires_at,
                       idempotency_key, request_hash, provider, comprador_nombre,
                       comprador_apellido, comprador_tipo_id, comprador_numero_id,
                       comprador_telefono, created_at, updated_at)
  VALUES (v_usuario, v_evento, (p->>'subtotal')::integer, (p->>'cargoServicio')::integer,
          (p->>'subtotal')::integer + (p->>'cargoServicio')::integer,
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

  PERFORM pulso_tomar_stock(
    ARRAY(SELECT DISTINCT (l->>'idFecha')::integer FROM jsonb_array_elements(p->'lines') l),
    ARRAY(SELECT (l->>'idEntrada')::integer FROM jsonb_array_elements(p->'lines') WITH ORDINALITY t(l, o) ORDER BY o),
    ARRAY(SELECT (l->>'cantidad')::integer FROM jsonb_array_elements(p->'lines') WITH ORDINALITY t(l, o) ORDER BY o),
    ARRAY(SELECT (l->>'regular')::integer FROM jsonb_array_elements(p->'lines') WITH ORDINALITY t(l, o) ORDER BY o),
    ARRAY(SELECT (l->>'temprana')::integer FROM jsonb_array_elements(p->'lines') WITH ORDINALITY t(l, o) ORDER BY o));

  RETURN jsonb_build_object(
    'idOrden', v_orden.id_orden,
    'estado', v_orden.estado,
    'holdExpiresAt', v_orden.hold_expires_at,
    'createdAt', v_orden.created_at,
    'items', v_items);
END
$$;
