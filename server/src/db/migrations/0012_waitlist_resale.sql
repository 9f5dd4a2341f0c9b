CREATE TABLE "lista_espera" (
	"id_lista_espera" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_evento" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"cd_tipo" integer NOT NULL,
	"estado" text DEFAULT 'esperando' NOT NULL,
	"id_orden" integer,
	"creada_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizada_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lista_espera_estado_ck" CHECK ("lista_espera"."estado" in ('esperando', 'ofertada', 'comprada', 'vencida', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "reventas" (
	"id_reventa" serial PRIMARY KEY NOT NULL,
	"id_ticket" integer NOT NULL,
	"id_vendedor" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"cd_tipo" integer NOT NULL,
	"precio" integer NOT NULL,
	"estado" text DEFAULT 'publicada' NOT NULL,
	"id_orden" integer,
	"creada_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizada_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reventas_estado_ck" CHECK ("reventas"."estado" in ('publicada', 'ofertada', 'vendida', 'cancelada')),
	CONSTRAINT "reventas_precio_ck" CHECK ("reventas"."precio" > 0)
);
--> statement-breakpoint
ALTER TABLE "tickets_revocados" DROP CONSTRAINT "tickets_revocados_motivo_ck";--> statement-breakpoint
DROP INDEX "reembolsos_pago_uq";--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "origen" text DEFAULT 'compra' NOT NULL;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD COLUMN "id_reventa" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "en_reventa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "revendida_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_cd_tipo_tipos_entrada_cd_tipo_fk" FOREIGN KEY ("cd_tipo") REFERENCES "public"."tipos_entrada"("cd_tipo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reventas" ADD CONSTRAINT "reventas_id_ticket_tickets_id_ticket_fk" FOREIGN KEY ("id_ticket") REFERENCES "public"."tickets"("id_ticket") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reventas" ADD CONSTRAINT "reventas_id_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reventas" ADD CONSTRAINT "reventas_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reventas" ADD CONSTRAINT "reventas_cd_tipo_tipos_entrada_cd_tipo_fk" FOREIGN KEY ("cd_tipo") REFERENCES "public"."tipos_entrada"("cd_tipo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reventas" ADD CONSTRAINT "reventas_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lista_espera_viva_uq" ON "lista_espera" USING btree ("id_usuario","id_fecha","cd_tipo") WHERE "lista_espera"."estado" in ('esperando', 'ofertada');--> statement-breakpoint
CREATE INDEX "lista_espera_cola_idx" ON "lista_espera" USING btree ("id_fecha","cd_tipo","id_lista_espera") WHERE "lista_espera"."estado" = 'esperando';--> statement-breakpoint
CREATE INDEX "lista_espera_usuario_idx" ON "lista_espera" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "lista_espera_orden_idx" ON "lista_espera" USING btree ("id_orden");--> statement-breakpoint
CREATE UNIQUE INDEX "reventas_viva_uq" ON "reventas" USING btree ("id_ticket") WHERE "reventas"."estado" in ('publicada', 'ofertada', 'vendida');--> statement-breakpoint
CREATE INDEX "reventas_cola_idx" ON "reventas" USING btree ("id_fecha","cd_tipo","id_reventa") WHERE "reventas"."estado" = 'publicada';--> statement-breakpoint
CREATE INDEX "reventas_vendedor_idx" ON "reventas" USING btree ("id_vendedor");--> statement-breakpoint
CREATE INDEX "reventas_orden_idx" ON "reventas" USING btree ("id_orden");--> statement-breakpoint
CREATE UNIQUE INDEX "reembolsos_reventa_uq" ON "reembolsos" USING btree ("id_reventa");--> statement-breakpoint
CREATE UNIQUE INDEX "reembolsos_pago_uq" ON "reembolsos" USING btree ("id_pago") WHERE "reembolsos"."id_pago" is not null and "reembolsos"."id_reventa" is null;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_origen_ck" CHECK ("ordenes"."origen" in ('compra', 'lista_espera', 'reventa'));--> statement-breakpoint
ALTER TABLE "tickets_revocados" ADD CONSTRAINT "tickets_revocados_motivo_ck" CHECK ("tickets_revocados"."motivo" in ('transferencia', 'reventa'));