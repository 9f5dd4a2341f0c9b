CREATE TABLE "cajas" (
	"id_caja" serial PRIMARY KEY NOT NULL,
	"id_evento" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"id_vendedor" integer NOT NULL,
	"dispositivo" text NOT NULL,
	"abierta_at" timestamp with time zone NOT NULL,
	"cerrada_at" timestamp with time zone,
	"efectivo_contado" integer,
	"efectivo_esperado" integer,
	"diferencia" integer,
	"nota" text,
	"devueltos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cajas_cierre_ck" CHECK (("cajas"."cerrada_at" is null) = ("cajas"."efectivo_contado" is null)
        and ("cajas"."cerrada_at" is null or "cajas"."diferencia" = "cajas"."efectivo_contado" - "cajas"."efectivo_esperado"))
);
--> statement-breakpoint
CREATE TABLE "cupos_caja" (
	"id_cupo_caja" serial PRIMARY KEY NOT NULL,
	"id_caja" integer NOT NULL,
	"id_entrada" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"vendidas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cupos_caja_ck" CHECK ("cupos_caja"."vendidas" >= 0 and "cupos_caja"."vendidas" <= "cupos_caja"."cantidad")
);
--> statement-breakpoint
ALTER TABLE "ordenes" DROP CONSTRAINT "ordenes_origen_ck";--> statement-breakpoint
ALTER TABLE "ordenes" DROP CONSTRAINT "ordenes_lista_ck";--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "precio_puerta" integer;--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "id_caja" integer;--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "medio_puerta" text;--> statement-breakpoint
ALTER TABLE "cajas" ADD CONSTRAINT "cajas_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cajas" ADD CONSTRAINT "cajas_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cajas" ADD CONSTRAINT "cajas_id_vendedor_usuarios_id_usuario_fk" FOREIGN KEY ("id_vendedor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupos_caja" ADD CONSTRAINT "cupos_caja_id_caja_cajas_id_caja_fk" FOREIGN KEY ("id_caja") REFERENCES "public"."cajas"("id_caja") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupos_caja" ADD CONSTRAINT "cupos_caja_id_entrada_entradas_id_entrada_fk" FOREIGN KEY ("id_entrada") REFERENCES "public"."entradas"("id_entrada") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cajas_abierta_uq" ON "cajas" USING btree ("id_vendedor","id_fecha","dispositivo") WHERE "cajas"."cerrada_at" is null;--> statement-breakpoint
CREATE INDEX "cajas_evento_idx" ON "cajas" USING btree ("id_evento");--> statement-breakpoint
CREATE UNIQUE INDEX "cupos_caja_uq" ON "cupos_caja" USING btree ("id_caja","id_entrada");--> statement-breakpoint
CREATE INDEX "cupos_caja_entrada_idx" ON "cupos_caja" USING btree ("id_entrada");--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_id_caja_cajas_id_caja_fk" FOREIGN KEY ("id_caja") REFERENCES "public"."cajas"("id_caja") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ordenes_puerta_venta_uq" ON "ordenes" USING btree ("idempotency_key") WHERE "ordenes"."origen" = 'puerta';--> statement-breakpoint
CREATE INDEX "ordenes_caja_idx" ON "ordenes" USING btree ("id_caja") WHERE "ordenes"."id_caja" is not null;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_puerta_ck" CHECK (("ordenes"."origen" = 'puerta') = ("ordenes"."id_caja" is not null)
        and ("ordenes"."id_caja" is null) = ("ordenes"."medio_puerta" is null)
        and ("ordenes"."medio_puerta" is null or "ordenes"."medio_puerta" in ('efectivo', 'transferencia')));--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_origen_ck" CHECK ("ordenes"."origen" in ('compra', 'lista_espera', 'reventa', 'lista', 'puerta'));--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_lista_ck" CHECK (("ordenes"."origen" in ('lista', 'puerta')) = ("ordenes"."id_usuario" is null and "ordenes"."provider" is null)
        and ("ordenes"."origen" <> 'lista' or "ordenes"."total" = 0));