CREATE TABLE "invitados" (
	"id_invitado" serial PRIMARY KEY NOT NULL,
	"id_evento" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"id_entrada" integer NOT NULL,
	"id_orden" integer NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"modalidad" text NOT NULL,
	"precio_puerta" integer DEFAULT 0 NOT NULL,
	"hasta" timestamp with time zone,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"creado_por" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado_at" timestamp with time zone,
	CONSTRAINT "invitados_precio_ck" CHECK (("invitados"."modalidad" = 'free' and "invitados"."precio_puerta" = 0)
        or ("invitados"."modalidad" = 'descuento' and "invitados"."precio_puerta" > 0))
);
--> statement-breakpoint
ALTER TABLE "codigos_descuento" DROP CONSTRAINT "codigos_descuento_tipo_ck";--> statement-breakpoint
ALTER TABLE "codigos_descuento" DROP CONSTRAINT "codigos_descuento_valor_ck";--> statement-breakpoint
ALTER TABLE "ordenes" DROP CONSTRAINT "ordenes_origen_ck";--> statement-breakpoint
ALTER TABLE "ordenes" DROP CONSTRAINT "ordenes_estado_ck";--> statement-breakpoint
ALTER TABLE "escaneos" DROP CONSTRAINT "escaneos_resultado_ck";--> statement-breakpoint
ALTER TABLE "escaneos" DROP CONSTRAINT "escaneos_resultado_local_ck";--> statement-breakpoint
ALTER TABLE "ordenes" ALTER COLUMN "id_usuario" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ordenes" ALTER COLUMN "provider" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "id_usuario" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "oculta" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitados" ADD CONSTRAINT "invitados_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitados" ADD CONSTRAINT "invitados_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitados" ADD CONSTRAINT "invitados_id_entrada_entradas_id_entrada_fk" FOREIGN KEY ("id_entrada") REFERENCES "public"."entradas"("id_entrada") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitados" ADD CONSTRAINT "invitados_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitados" ADD CONSTRAINT "invitados_creado_por_usuarios_id_usuario_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitados_orden_uq" ON "invitados" USING btree ("id_orden");--> statement-breakpoint
CREATE UNIQUE INDEX "invitados_token_uq" ON "invitados" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "invitados_fecha_email_uq" ON "invitados" USING btree ("id_fecha","email") WHERE "invitados"."anulado_at" is null;--> statement-breakpoint
CREATE INDEX "invitados_evento_idx" ON "invitados" USING btree ("id_evento");--> statement-breakpoint
ALTER TABLE "codigos_descuento" ADD CONSTRAINT "codigos_descuento_tipo_ck" CHECK ("codigos_descuento"."tipo" in ('porcentaje', 'monto', 'acceso'));--> statement-breakpoint
ALTER TABLE "codigos_descuento" ADD CONSTRAINT "codigos_descuento_valor_ck" CHECK (case "codigos_descuento"."tipo" when 'acceso' then "codigos_descuento"."valor" = 0
        else "codigos_descuento"."valor" > 0 and ("codigos_descuento"."tipo" <> 'porcentaje' or "codigos_descuento"."valor" <= 100) end);--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_lista_ck" CHECK (("ordenes"."origen" = 'lista') = ("ordenes"."id_usuario" is null and "ordenes"."provider" is null)
        and ("ordenes"."origen" <> 'lista' or "ordenes"."total" = 0));--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_origen_ck" CHECK ("ordenes"."origen" in ('compra', 'lista_espera', 'reventa', 'lista'));--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_estado_ck" CHECK ("ordenes"."estado" in ('pendiente', 'pagada', 'expirada', 'rechazada', 'reembolso_pendiente', 'reembolsada', 'anulada'));--> statement-breakpoint
ALTER TABLE "escaneos" ADD CONSTRAINT "escaneos_resultado_ck" CHECK ("escaneos"."resultado" in ('admitido', 'usada', 'anulada', 'otro_evento', 'otro_dia', 'invalido', 'lista_vencida'));--> statement-breakpoint
ALTER TABLE "escaneos" ADD CONSTRAINT "escaneos_resultado_local_ck" CHECK ("escaneos"."resultado_local" is null or "escaneos"."resultado_local" in ('admitido', 'usada', 'anulada', 'otro_evento', 'otro_dia', 'invalido', 'lista_vencida'));--> statement-breakpoint
-- The purchase of migration 0016 with one more check after the code's: PU008 a hidden ticket
-- row without an access code that opens it (issue 14).
CREATE OR REPLACE FUNCTION pulso_crear_orden(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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
-- Hiding a row (issue 14) changes what the events list shows.
DROP TRIGGER entradas_vista_cambio ON entradas;
--> statement-breakpoint
CREATE TRIGGER entradas_vista_cambio
  AFTER INSERT OR DELETE OR UPDATE OF id_fecha, cd_tipo, precio, cantidad, estado, oculta ON entradas
  FOR EACH ROW EXECUTE FUNCTION pulso_entrada_cambio();
