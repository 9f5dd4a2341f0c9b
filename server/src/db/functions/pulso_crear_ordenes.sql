-- A batch of purchases of one event (server/src/modules/ordenes/purchase-batcher.ts,
-- docs/decisions/0071-purchases-in-batches.md, 0073-batch-as-a-set.md): the refusals that do
-- not depend on the batch's own purchases are decided for all of them in one statement; then
-- each purchase is checked against what the ones before it took (stock, code uses, origins'
-- holds) and the winners are written together, each stock row once. The origins are locked
-- in key order after the buyers' orders and before the stock (pulso_bloquear_origen).
CREATE OR REPLACE FUNCTION pulso_crear_ordenes(ps jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_evento integer := (ps->0->>'idEvento')::integer;
  v_compradores integer[] := ARRAY(
    SELECT DISTINCT (value->>'idUsuario')::integer FROM jsonb_array_elements(ps));
  v_estado integer;
  v_max integer;
  -- The event's days the batch names: {"<idFecha>": {"ini", "fin", "alta"}}.
  v_dias jsonb;
  -- Buyers with a pending purchase of the event, and those the batch makes one for.
  v_pendientes jsonb;
  v_compraron integer[] := '{}';
  -- Paid tickets by "<idUsuario>:<idFecha>:<cdTipo>".
  v_pagadas jsonb;
  -- Keys that already made an order: "<idUsuario>:<key>".
  v_claves jsonb;
  -- The stock rows named: {"<idEntrada>": {"oculta", "tipo"}}.
  v_filas jsonb;
  -- The codes named, as locked, and the uses the batch takes of each.
  v_codigos jsonb;
  v_usos jsonb := '{}'::jsonb;
  v_tomadas jsonb := '{}'::jsonb;
  v_p jsonb;
  v_ord integer;
  v_u integer;
  v_now timestamptz;
  v_cod integer;
  v_c jsonb;
  v_usados integer;
  v_motivo text;
  v_stock jsonb;
  v_r jsonb;
  -- Per purchase, its refusal (null: it is bought); the bought ones by position. Arrays,
  -- not jsonb: appending to a jsonb value rewrites all of it.
  v_res jsonb[] := '{}';
  v_antes jsonb[];
  v_despues jsonb[];
  v_ocultas boolean[];
  v_claves_usadas boolean[];
  v_ganan integer[] := '{}';
  v_hechas jsonb;
  v_items jsonb;
  v_out jsonb := '[]'::jsonb;
  -- Live unpaid tickets of the event held from the batch's origins (pulso_retenidas_origen),
  -- with what the batch's own purchases add.
  v_origen jsonb;
  v_k record;
  -- The add-ons named, as locked: {"<idAdicional>": {"resto", "fecha"}}; what the batch took
  -- of each; one purchase's tally with its own (docs/decisions/0090-add-ons.md).
  v_adicionales jsonb := '{}'::jsonb;
  v_ad_tomadas jsonb := '{}'::jsonb;
  v_ad_mias jsonb;
  v_a record;
BEGIN
  IF jsonb_array_length(ps) = 0 THEN
    RETURN v_out;
  END IF;
  PERFORM 1 FROM usuarios WHERE id_usuario = ANY (v_compradores)
    ORDER BY id_usuario FOR NO KEY UPDATE;
  SELECT cd_estado, max_entradas_por_cuenta INTO v_estado, v_max
    FROM eventos WHERE id_evento = v_evento FOR SHARE;
  -- A payment being applied to one of these orders finishes first.
  PERFORM 1 FROM ordenes o
    WHERE o.id_usuario = ANY (v_compradores) AND o.id_evento = v_evento
      AND o.estado IN ('pendiente', 'pagada')
    ORDER BY o.id_orden FOR UPDATE;
  SELECT coalesce(jsonb_object_agg(f.id_fecha::text, jsonb_build_object(
           'ini', f.inicio_venta, 'fin', f.fin_venta, 'alta', f.alta_demanda)), '{}'::jsonb)
    INTO v_dias
    FROM fechas f
   WHERE f.id_evento = v_evento
     AND f.id_fecha IN (SELECT (l->>'idFecha')::integer
                          FROM jsonb_array_elements(ps) p, jsonb_array_elements(p->'lines') l);
  -- The batch's origins, in the order every purchase takes them (pulso_bloquear_origen).
  FOR v_k IN
    SELECT DISTINCT k1, k2 FROM (
      SELECT 4040020 AS k1, hashtext(v_evento || ':' || (value->>'ipCliente')) AS k2
        FROM jsonb_array_elements(ps) WHERE value->>'ipCliente' IS NOT NULL
      UNION
      SELECT 4040021, hashtext(v_evento || ':' || (value->>'dispositivo'))
        FROM jsonb_array_elements(ps) WHERE value->>'dispositivo' IS NOT NULL) k
     ORDER BY k1, k2
  LOOP
    PERFORM pg_advisory_xact_lock(v_k.k1, v_k.k2);
  END LOOP;
  v_origen := pulso_retenidas_origen(
    v_evento,
    ARRAY(SELECT DISTINCT value->>'ipCliente' FROM jsonb_array_elements(ps)
           WHERE value->>'ipCliente' IS NOT NULL),
    ARRAY(SELECT DISTINCT value->>'dispositivo' FROM jsonb_array_elements(ps)
           WHERE value->>'dispositivo' IS NOT NULL),
    (ps->0->>'now')::timestamptz);
  SELECT coalesce(jsonb_object_agg(o.id_usuario::text, true), '{}'::jsonb) INTO v_pendientes
    FROM (SELECT DISTINCT id_usuario FROM ordenes
           WHERE id_usuario = ANY (v_compradores) AND id_evento = v_evento
             AND estado = 'pendiente' AND origen = 'compra') o;
  SELECT coalesce(jsonb_object_agg(k, q), '{}'::jsonb) INTO v_pagadas
    FROM (SELECT o.id_usuario || ':' || i.id_fecha || ':' || i.cd_tipo AS k, sum(i.cantidad) AS q
            FROM orden_items i JOIN ordenes o ON o.id_orden = i.id_orden
           WHERE o.id_usuario = ANY (v_compradores) AND o.id_evento = v_evento
             AND o.estado = 'pagada'
           GROUP BY 1) t;
  SELECT coalesce(jsonb_object_agg(o.id_usuario || ':' || o.idempotency_key, true), '{}'::jsonb)
    INTO v_claves
    FROM ordenes o
    JOIN (SELECT (value->>'idUsuario')::integer AS u, value->>'idempotencyKey' AS k
            FROM jsonb_array_elements(ps)) p ON o.id_usuario = p.u AND o.idempotency_key = p.k;
  PERFORM 1 FROM entradas
    WHERE id_fecha IN (SELECT (v.key)::integer FROM jsonb_each(v_dias) v)
    ORDER BY id_entrada FOR NO KEY UPDATE;
  -- Add-ons after the ticket rows, in id order, as every sale and save takes them.
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(ps) p
              WHERE jsonb_array_length(coalesce(p->'adicionales', '[]'::jsonb)) > 0) THEN
    SELECT coalesce(jsonb_object_agg(a.id_adicional::text, jsonb_build_object(
             'resto', a.cantidad - a.vendidas, 'fecha', a.id_fecha)), '{}'::jsonb)
      INTO v_adicionales
      FROM (SELECT id_adicional, cantidad, vendidas, id_fecha FROM adicionales
             WHERE id_fecha IN (SELECT (v.key)::integer FROM jsonb_each(v_dias) v)
             ORDER BY id_adicional FOR NO KEY UPDATE) a;
  END IF;
  SELECT coalesce(jsonb_object_agg(e.id_entrada::text, jsonb_build_object(
           'oculta', e.oculta, 'tipo', e.cd_tipo)), '{}'::jsonb)
    INTO v_filas
    FROM entradas e
   WHERE e.id_entrada IN (SELECT (l->>'idEntrada')::integer
                            FROM jsonb_array_elements(ps) p, jsonb_array_elements(p->'lines') l);
  SELECT coalesce(jsonb_object_agg(c.id_codigo::text, to_jsonb(c)), '{}'::jsonb) INTO v_codigos
    FROM (SELECT id_codigo, id_evento, tipo, tipos_entrada, activo, max_usos, usos, desde, hasta
            FROM codigos_descuento
           WHERE id_codigo IN (SELECT (value->>'idCodigo')::integer FROM jsonb_array_elements(ps))
           ORDER BY id_codigo FOR NO KEY UPDATE) c;

  -- What does not depend on the batch's own purchases is decided for all of them in one
  -- statement: the refusals that come before the pending-hold one (event, days, sale
  -- windows, admissions), those after it (the account's limit, a type not on offer), a
  -- hidden row without the code that opens it, and a key that already made an order.
  SELECT array_agg(x.antes ORDER BY x.ord), array_agg(x.despues ORDER BY x.ord),
         array_agg(x.oculta ORDER BY x.ord), array_agg(x.clave ORDER BY x.ord)
    INTO v_antes, v_despues, v_ocultas, v_claves_usadas
    FROM (
      SELECT t.ord,
        CASE
          WHEN v_estado IS NULL THEN
            jsonb_build_object('code', 'PU404', 'detail', NULL, 'message', 'evento inexistente')
          WHEN v_estado <> 2 THEN
            jsonb_build_object('code', 'PU001', 'detail', NULL, 'message', 'evento no disponible')
          WHEN EXISTS (SELECT 1 FROM jsonb_array_elements(t.p->'lines') l
                        WHERE NOT v_dias ? ((l->>'idFecha')::integer)::text) THEN
            jsonb_build_object('code', 'PU002', 'detail', NULL, 'message', 'fecha ajena')
          ELSE coalesce(
            (SELECT jsonb_build_object('code', 'PU003', 'detail', d::text, 'message', 'venta cerrada')
               FROM (SELECT DISTINCT (l->>'idFecha')::integer AS d
                       FROM jsonb_array_elements(t.p->'lines') l) dd
              WHERE NOT ((v_dias->(d::text)->>'ini')::timestamptz <= (t.p->>'now')::timestamptz
                         AND (t.p->>'now')::timestamptz < (v_dias->(d::text)->>'fin')::timestamptz)
              ORDER BY d LIMIT 1),
            (SELECT jsonb_build_object('code', 'PU004', 'message', 'sin admision', 'detail',
                      CASE WHEN t.p->'vencidas' @> to_jsonb(d) THEN 'vencida' ELSE 'requerida' END)
               FROM (SELECT DISTINCT (l->>'idFecha')::integer AS d
                       FROM jsonb_array_elements(t.p->'lines') l) dd
              WHERE (v_dias->(d::text)->>'alta')::boolean AND NOT (t.p->'admitidas' @> to_jsonb(d))
              ORDER BY d LIMIT 1))
        END AS antes,
        coalesce(
          (SELECT jsonb_build_object('code', 'PU005', 'message', 'limite', 'detail',
                    json_build_object('linea', l.ord, 'yaTenes', l.ya, 'max', v_max)::text)
             FROM (SELECT lo, coalesce((v_pagadas->>((t.p->>'idUsuario')::integer || ':'
                            || (li->>'idFecha')::integer || ':' || (li->>'cdTipo')::integer))::integer,
                          0) AS ya,
                          (li->>'cantidad')::integer AS cantidad, lo AS ord
                     FROM jsonb_array_elements(t.p->'lines') WITH ORDINALITY AS q(li, lo)) l
            WHERE l.ya + l.cantidad > v_max
            ORDER BY l.ord LIMIT 1),
          (SELECT jsonb_build_object('code', 'PU006', 'detail', NULL, 'message', 'entrada inexistente')
            WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(t.p->'lines') l
                           WHERE l->'idEntrada' = 'null'::jsonb))) AS despues,
        EXISTS (
          SELECT 1 FROM jsonb_array_elements(t.p->'lines') l
           WHERE (v_filas->(l->>'idEntrada')->>'oculta')::boolean
             AND NOT (v_codigos->(t.p->>'idCodigo')->>'tipo' IS NOT DISTINCT FROM 'acceso'
                      AND (jsonb_array_length(v_codigos->(t.p->>'idCodigo')->'tipos_entrada') = 0
                           OR v_codigos->(t.p->>'idCodigo')->'tipos_entrada'
                              @> to_jsonb((v_filas->(l->>'idEntrada')->>'tipo')::integer)))
        ) AS oculta,
        v_claves ? ((t.p->>'idUsuario')::integer || ':' || (t.p->>'idempotencyKey')) AS clave
      FROM jsonb_array_elements(ps) WITH ORDINALITY AS t(p, ord)
    ) x;

  FOR v_ord IN 1 .. jsonb_array_length(ps) LOOP
    v_p := ps->(v_ord::integer - 1);
    v_u := (v_p->>'idUsuario')::integer;
    v_now := (v_p->>'now')::timestamptz;
    v_cod := (v_p->>'idCodigo')::integer;
    v_r := v_antes[v_ord];
    IF v_r IS NULL AND (v_pendientes ? v_u::text OR v_u = ANY (v_compraron)) THEN
      v_r := jsonb_build_object('code', 'PU100', 'detail', NULL, 'message', 'reemplazar');
    END IF;
    IF v_r IS NULL THEN
      v_r := v_despues[v_ord];
    END IF;
    IF v_r IS NULL THEN
      v_r := pulso_tope_origen(v_p, v_origen, v_max);
    END IF;
    IF v_r IS NULL THEN
      v_stock := pulso_stock_alcanza(v_p->'lines', v_tomadas, v_now);
      IF v_stock ? 'corta' THEN
        v_r := jsonb_build_object('code', 'PU409', 'detail', v_stock->>'corta', 'message', 'sin stock');
      END IF;
    END IF;
    -- Its add-ons: of one of its days, and what the batch left of each.
    v_ad_mias := v_ad_tomadas;
    IF v_r IS NULL THEN
      FOR v_a IN
        SELECT (a->>'idAdicional')::integer AS id, (a->>'cantidad')::integer AS n
          FROM jsonb_array_elements(coalesce(v_p->'adicionales', '[]'::jsonb)) a
      LOOP
        IF NOT v_adicionales ? v_a.id::text
           OR NOT EXISTS (SELECT 1 FROM jsonb_array_elements(v_p->'lines') l
                           WHERE (l->>'idFecha')::integer
                                 = (v_adicionales->v_a.id::text->>'fecha')::integer) THEN
          v_r := jsonb_build_object('code', 'PU012', 'detail', v_a.id::text, 'message', 'adicional ajeno');
          EXIT;
        END IF;
        IF (v_adicionales->v_a.id::text->>'resto')::integer
           - coalesce((v_ad_mias->>v_a.id::text)::integer, 0) < v_a.n THEN
          v_r := jsonb_build_object('code', 'PU013', 'detail', v_a.id::text, 'message', 'adicional sin stock');
          EXIT;
        END IF;
        v_ad_mias := jsonb_set(v_ad_mias, ARRAY[v_a.id::text],
                               to_jsonb(coalesce((v_ad_mias->>v_a.id::text)::integer, 0) + v_a.n));
      END LOOP;
    END IF;
    -- A code is used under its row lock: the uses the batch took count as if written.
    IF v_r IS NULL AND v_cod IS NOT NULL THEN
      v_c := v_codigos->(v_cod::text);
      v_motivo := NULL;
      v_usados := coalesce((v_c->>'usos')::integer, 0) + coalesce((v_usos->>v_cod::text)::integer, 0);
      IF v_c IS NULL OR (v_c->>'id_evento')::integer <> v_evento THEN
        v_motivo := 'noExiste';
      ELSIF NOT (v_c->>'activo')::boolean THEN
        v_motivo := 'inactivo';
      ELSIF v_c->>'max_usos' IS NOT NULL AND v_usados >= (v_c->>'max_usos')::integer THEN
        v_motivo := 'agotado';
      ELSIF v_c->>'desde' IS NOT NULL AND v_now < (v_c->>'desde')::timestamptz THEN
        v_motivo := 'futuro';
      ELSIF v_c->>'hasta' IS NOT NULL AND NOT v_now < (v_c->>'hasta')::timestamptz THEN
        v_motivo := 'vencido';
      END IF;
      IF v_motivo IS NOT NULL THEN
        v_r := jsonb_build_object('code', 'PU007', 'detail', v_motivo, 'message', 'codigo');
      END IF;
    END IF;
    -- A hidden row is sold only with an access code that opens its type.
    IF v_r IS NULL AND v_ocultas[v_ord] THEN
      v_r := jsonb_build_object('code', 'PU008', 'detail', NULL, 'message', 'oculta');
    END IF;
    IF v_r IS NULL AND v_claves_usadas[v_ord] THEN
      v_r := jsonb_build_object('code', '23505', 'detail', NULL, 'message',
        'duplicate key value violates unique constraint "ordenes_usuario_idempotency_uq"');
    END IF;
    IF v_r IS NULL THEN
      v_tomadas := v_stock->'tomadas';
      v_ad_tomadas := v_ad_mias;
      IF v_cod IS NOT NULL THEN
        v_usos := jsonb_set(v_usos, ARRAY[v_cod::text],
                            to_jsonb(coalesce((v_usos->>v_cod::text)::integer, 0) + 1));
      END IF;
      v_origen := pulso_sumar_origen(v_origen, v_p);
      v_compraron := array_append(v_compraron, v_u);
      v_ganan := array_append(v_ganan, v_ord::integer);
    END IF;
    v_res := array_append(v_res, v_r);
  END LOOP;

  IF cardinality(v_ganan) > 0 THEN
    -- One order per winning buyer (a second purchase of the batch found the first pending).
    WITH w AS (
      SELECT t.ord, t.value AS p FROM jsonb_array_elements(ps) WITH ORDINALITY AS t(value, ord)
       WHERE t.ord = ANY (v_ganan)
    ), ins AS (
      INSERT INTO ordenes (id_usuario, id_evento, subtotal, descuento, id_codigo, cargo_servicio,
                           total, hold_expires_at, idempotency_key, request_hash, provider,
                           comprador_nombre, comprador_apellido, comprador_tipo_id,
                           comprador_numero_id, comprador_telefono, created_at, updated_at,
                           ip_cliente, dispositivo, id_rrpp, rrpp_via)
      SELECT (p->>'idUsuario')::integer, v_evento, (p->>'subtotal')::integer,
             (p->>'descuento')::integer, (p->>'idCodigo')::integer, (p->>'cargoServicio')::integer,
             (p->>'subtotal')::integer - (p->>'descuento')::integer + (p->>'cargoServicio')::integer,
             (p->>'holdExpiresAt')::timestamptz, p->>'idempotencyKey', p->>'requestHash',
             p->>'provider', p->'comprador'->>'nombre', p->'comprador'->>'apellido',
             p->'comprador'->>'tipoId', p->'comprador'->>'numeroId', p->'comprador'->>'telefono',
             (p->>'now')::timestamptz, (p->>'now')::timestamptz, p->>'ipCliente', p->>'dispositivo',
             (p->>'idRrpp')::integer, p->>'rrppVia'
        FROM w ORDER BY ord
      RETURNING id_orden, id_usuario, estado, hold_expires_at, created_at, numero
    )
    SELECT jsonb_object_agg(id_usuario::text, jsonb_build_object(
             'idOrden', id_orden, 'numero', numero, 'estado', estado,
             'holdExpiresAt', hold_expires_at, 'createdAt', created_at))
      INTO v_hechas FROM ins;
    WITH w AS (
      SELECT t.ord, t.value AS p FROM jsonb_array_elements(ps) WITH ORDINALITY AS t(value, ord)
       WHERE t.ord = ANY (v_ganan)
    ), ins AS (
      -- Each line keeps the people one unit admits (a mesa's), as the row says now.
      INSERT INTO orden_items (id_orden, id_entrada, id_fecha, cd_tipo, precio_unitario, cantidad,
                               personas)
      SELECT (v_hechas->(w.p->>'idUsuario')->>'idOrden')::integer, (l->>'idEntrada')::integer,
             (l->>'idFecha')::integer, (l->>'cdTipo')::integer, (l->>'precio')::integer,
             (l->>'cantidad')::integer, e.personas
        FROM w, jsonb_array_elements(w.p->'lines') WITH ORDINALITY AS t(l, lord)
        JOIN entradas e ON e.id_entrada = (l->>'idEntrada')::integer
       ORDER BY w.ord, t.lord
      RETURNING id_item, id_orden, id_entrada
    )
    SELECT jsonb_object_agg(id_orden::text, items) INTO v_items
      FROM (SELECT id_orden, jsonb_agg(jsonb_build_object('idItem', id_item, 'idEntrada', id_entrada)
                                       ORDER BY id_item) AS items
              FROM ins GROUP BY id_orden) t;
    UPDATE entradas e SET vendidas = e.vendidas + (v_tomadas->>e.id_entrada::text)::integer
     WHERE e.id_entrada IN (SELECT k::integer FROM jsonb_object_keys(v_tomadas) AS k);
    INSERT INTO orden_adicionales (id_orden, id_adicional, id_fecha, precio_unitario, cantidad)
    SELECT (v_hechas->(t.p->>'idUsuario')->>'idOrden')::integer, (a->>'idAdicional')::integer,
           (v_adicionales->(a->>'idAdicional')->>'fecha')::integer, (a->>'precio')::integer,
           (a->>'cantidad')::integer
      FROM (SELECT value AS p, ord FROM jsonb_array_elements(ps) WITH ORDINALITY AS x(value, ord)
             WHERE ord = ANY (v_ganan)) t,
           jsonb_array_elements(coalesce(t.p->'adicionales', '[]'::jsonb)) a
     ORDER BY t.ord;
    UPDATE adicionales a SET vendidas = a.vendidas + (v_ad_tomadas->>a.id_adicional::text)::integer
     WHERE a.id_adicional IN (SELECT k::integer FROM jsonb_object_keys(v_ad_tomadas) AS k);
    UPDATE codigos_descuento c SET usos = c.usos + (v_usos->>c.id_codigo::text)::integer
     WHERE c.id_codigo IN (SELECT k::integer FROM jsonb_object_keys(v_usos) AS k);
  END IF;

  SELECT jsonb_agg(coalesce(v_res[t.ord], jsonb_build_object('ok',
           v_hechas->(t.value->>'idUsuario')
           || jsonb_build_object('items', v_items->(v_hechas->(t.value->>'idUsuario')->>'idOrden'))))
         ORDER BY t.ord)
    INTO v_out
    FROM jsonb_array_elements(ps) WITH ORDINALITY AS t(value, ord);
  RETURN v_out;
END
$$;
