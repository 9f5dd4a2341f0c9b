CREATE TABLE "codigos_descuento" (
	"id_codigo" serial PRIMARY KEY NOT NULL,
	"id_evento" integer NOT NULL,
	"codigo" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" integer NOT NULL,
	"max_usos" integer,
	"usos" integer DEFAULT 0 NOT NULL,
	"desde" timestamp with time zone,
	"hasta" timestamp with time zone,
	"tipos_entrada" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codigos_descuento_tipo_ck" CHECK ("codigos_descuento"."tipo" in ('porcentaje', 'monto')),
	CONSTRAINT "codigos_descuento_valor_ck" CHECK ("codigos_descuento"."valor" > 0 and ("codigos_descuento"."tipo" <> 'porcentaje' or "codigos_descuento"."valor" <= 100)),
	CONSTRAINT "codigos_descuento_usos_ck" CHECK ("codigos_descuento"."usos" >= 0 and ("codigos_descuento"."max_usos" is null or "codigos_descuento"."usos" <= "codigos_descuento"."max_usos"))
);
--> statement-breakpoint
ALTER TABLE "ordenes" DROP CONSTRAINT "ordenes_montos_ck";--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "id_codigo" integer;--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "descuento" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "codigos_descuento" ADD CONSTRAINT "codigos_descuento_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "codigos_descuento_evento_codigo_uq" ON "codigos_descuento" USING btree ("id_evento","codigo");--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_id_codigo_codigos_descuento_id_codigo_fk" FOREIGN KEY ("id_codigo") REFERENCES "public"."codigos_descuento"("id_codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ordenes_codigo_idx" ON "ordenes" USING btree ("id_codigo");--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_montos_ck" CHECK ("ordenes"."subtotal" >= 0 and "ordenes"."cargo_servicio" >= 0
      and "ordenes"."descuento" >= 0 and "ordenes"."descuento" <= "ordenes"."subtotal"
      and "ordenes"."total" = "ordenes"."subtotal" - "ordenes"."descuento" + "ordenes"."cargo_servicio");--> statement-breakpoint
-- A purchase (POST /Orden/CrearOrden, server/src/modules/ordenes/purchase.ts) in one call, so
-- a drop's purchase is one round trip, its own transaction when called alone. Locks in the
-- order every purchase uses: the buyer's row (one account's purchases queue), the event FOR
-- SHARE (a cancellation waits, or this sees it cancelled), the account's pending and paid
-- orders of the event, the days' stock rows. Checks, in the order the answers are chosen:
-- PU404 no event; PU001 not on sale; PU002 a day of another event; PU003 a day outside its
-- sale window (DETAIL: id_fecha); PU004 a high-demand day without admission (DETAIL:
-- 'vencida' or 'requerida'); PU100 the account has a pending purchase of this event (the
-- caller replaces it first, then calls again); PU005 over the per-account limit (DETAIL:
-- json line and yaTenes); PU006 no such ticket row; PU007 the discount code cannot be used
-- (DETAIL: noExiste, inactivo, agotado, futuro or vencido; its use is taken under the code's
-- row lock, so the last use goes to one buyer); then it writes the order and its lines and
-- takes the stock (pulso_tomar_stock: PU409, DETAIL the line's position). The caller computed
-- prices, the discount and the fee (from its precheck read, shared/domain) and the texts;
-- this decides everything under the locks.
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
  v_codigo integer := (p->>'idCodigo')::integer;
  v_rechazo text;
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
--> statement-breakpoint
-- An order that leaves pendiente without being paid (expired, refused, replaced, cancelled) gives its
-- code's use back, whichever path moved it: codigos_descuento.usos stays the count of the
-- pending and paid orders that used the code.
CREATE FUNCTION pulso_codigo_devuelto() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE codigos_descuento SET usos = usos - 1 WHERE id_codigo = NEW.id_codigo;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ordenes_codigo_devuelto AFTER UPDATE OF estado ON ordenes
  FOR EACH ROW
  WHEN (OLD.estado = 'pendiente' AND NEW.estado NOT IN ('pendiente', 'pagada')
        AND NEW.id_codigo IS NOT NULL)
  EXECUTE FUNCTION pulso_codigo_devuelto();
