CREATE TABLE "orden_items" (
	"id_item" serial PRIMARY KEY NOT NULL,
	"id_orden" integer NOT NULL,
	"id_entrada" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"cd_tipo" integer NOT NULL,
	"precio_unitario" integer NOT NULL,
	"cantidad" integer NOT NULL,
	CONSTRAINT "orden_items_cantidad_ck" CHECK ("orden_items"."cantidad" > 0 and "orden_items"."precio_unitario" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ordenes" (
	"id_orden" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_evento" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"subtotal" integer NOT NULL,
	"cargo_servicio" integer NOT NULL,
	"total" integer NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"provider" text NOT NULL,
	"preference_id" text,
	"redirect_url" text,
	"comprador_nombre" text,
	"comprador_apellido" text,
	"comprador_tipo_id" text,
	"comprador_numero_id" text,
	"comprador_telefono" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "ordenes_estado_ck" CHECK ("ordenes"."estado" in ('pendiente', 'pagada', 'expirada', 'rechazada', 'reembolso_pendiente', 'reembolsada')),
	CONSTRAINT "ordenes_provider_ck" CHECK ("ordenes"."provider" in ('sandbox', 'mercadopago')),
	CONSTRAINT "ordenes_montos_ck" CHECK ("ordenes"."subtotal" >= 0 and "ordenes"."cargo_servicio" >= 0
      and "ordenes"."total" = "ordenes"."subtotal" + "ordenes"."cargo_servicio")
);
--> statement-breakpoint
CREATE TABLE "pagos" (
	"id_pago" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"id_orden" integer NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"raw" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reembolsos" (
	"id_reembolso" serial PRIMARY KEY NOT NULL,
	"id_orden" integer NOT NULL,
	"id_pago" integer,
	"monto" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_refund_id" text,
	"motivo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reembolsos_estado_ck" CHECK ("reembolsos"."estado" in ('pendiente', 'hecho', 'fallido')),
	CONSTRAINT "reembolsos_monto_ck" CHECK ("reembolsos"."monto" >= 0)
);
--> statement-breakpoint
CREATE TABLE "resenias" (
	"id_resenia" serial PRIMARY KEY NOT NULL,
	"id_evento" integer NOT NULL,
	"id_fiesta" integer,
	"id_usuario" integer NOT NULL,
	"estrellas" integer NOT NULL,
	"texto" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resenias_estrellas_ck" CHECK ("resenias"."estrellas" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id_ticket" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"id_orden" integer NOT NULL,
	"id_item" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"cd_tipo" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"codigo" text NOT NULL,
	"usado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pagos" (
	"id" text PRIMARY KEY NOT NULL,
	"preference_id" text NOT NULL,
	"external_reference" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_preferencias" (
	"id" text PRIMARY KEY NOT NULL,
	"external_reference" text NOT NULL,
	"titulo" text NOT NULL,
	"amount" integer NOT NULL,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"pending_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orden_items" ADD CONSTRAINT "orden_items_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_items" ADD CONSTRAINT "orden_items_id_entrada_entradas_id_entrada_fk" FOREIGN KEY ("id_entrada") REFERENCES "public"."entradas"("id_entrada") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_items" ADD CONSTRAINT "orden_items_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_items" ADD CONSTRAINT "orden_items_cd_tipo_tipos_entrada_cd_tipo_fk" FOREIGN KEY ("cd_tipo") REFERENCES "public"."tipos_entrada"("cd_tipo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_id_pago_pagos_id_pago_fk" FOREIGN KEY ("id_pago") REFERENCES "public"."pagos"("id_pago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resenias" ADD CONSTRAINT "resenias_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resenias" ADD CONSTRAINT "resenias_id_fiesta_fiestas_id_fiesta_fk" FOREIGN KEY ("id_fiesta") REFERENCES "public"."fiestas"("id_fiesta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resenias" ADD CONSTRAINT "resenias_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_item_orden_items_id_item_fk" FOREIGN KEY ("id_item") REFERENCES "public"."orden_items"("id_item") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_cd_tipo_tipos_entrada_cd_tipo_fk" FOREIGN KEY ("cd_tipo") REFERENCES "public"."tipos_entrada"("cd_tipo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_pagos" ADD CONSTRAINT "sandbox_pagos_preference_id_sandbox_preferencias_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."sandbox_preferencias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orden_items_orden_entrada_uq" ON "orden_items" USING btree ("id_orden","id_entrada");--> statement-breakpoint
CREATE INDEX "orden_items_entrada_idx" ON "orden_items" USING btree ("id_entrada");--> statement-breakpoint
CREATE UNIQUE INDEX "ordenes_usuario_idempotency_uq" ON "ordenes" USING btree ("id_usuario","idempotency_key");--> statement-breakpoint
CREATE INDEX "ordenes_usuario_idx" ON "ordenes" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "ordenes_evento_idx" ON "ordenes" USING btree ("id_evento");--> statement-breakpoint
CREATE INDEX "ordenes_pendientes_idx" ON "ordenes" USING btree ("hold_expires_at") WHERE "ordenes"."estado" = 'pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_provider_payment_uq" ON "pagos" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "pagos_orden_idx" ON "pagos" USING btree ("id_orden");--> statement-breakpoint
CREATE UNIQUE INDEX "reembolsos_pago_uq" ON "reembolsos" USING btree ("id_pago") WHERE "reembolsos"."id_pago" is not null;--> statement-breakpoint
CREATE INDEX "reembolsos_orden_idx" ON "reembolsos" USING btree ("id_orden");--> statement-breakpoint
CREATE INDEX "reembolsos_pendientes_idx" ON "reembolsos" USING btree ("next_attempt_at") WHERE "reembolsos"."estado" <> 'hecho';--> statement-breakpoint
CREATE UNIQUE INDEX "resenias_usuario_evento_uq" ON "resenias" USING btree ("id_usuario","id_evento");--> statement-breakpoint
CREATE INDEX "resenias_evento_idx" ON "resenias" USING btree ("id_evento");--> statement-breakpoint
CREATE INDEX "resenias_fiesta_idx" ON "resenias" USING btree ("id_fiesta");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_uid_uq" ON "tickets" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_codigo_uq" ON "tickets" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "tickets_usuario_idx" ON "tickets" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "tickets_orden_idx" ON "tickets" USING btree ("id_orden");--> statement-breakpoint
CREATE INDEX "tickets_fecha_idx" ON "tickets" USING btree ("id_fecha");--> statement-breakpoint
CREATE INDEX "sandbox_pagos_preference_idx" ON "sandbox_pagos" USING btree ("preference_id");--> statement-breakpoint
CREATE INDEX "sandbox_pagos_reference_idx" ON "sandbox_pagos" USING btree ("external_reference");--> statement-breakpoint
ALTER TABLE "entradas" ADD CONSTRAINT "entradas_vendidas_ck" CHECK ("entradas"."vendidas" >= 0);