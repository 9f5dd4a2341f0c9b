CREATE TABLE "fila_virtual" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_fecha" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"llegada" timestamp with time zone NOT NULL,
	"clave" double precision NOT NULL,
	"puesto" integer,
	"admitida_en" timestamp with time zone,
	CONSTRAINT "fila_virtual_puesto_ck" CHECK ("fila_virtual"."puesto" is null or "fila_virtual"."puesto" > 0)
);
--> statement-breakpoint
CREATE TABLE "fila_virtual_fechas" (
	"id_fecha" integer PRIMARY KEY NOT NULL,
	"sorteo_en" timestamp with time zone,
	"ultimo_puesto" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fechas" ADD COLUMN "alta_demanda" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fila_virtual" ADD CONSTRAINT "fila_virtual_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_virtual" ADD CONSTRAINT "fila_virtual_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_virtual_fechas" ADD CONSTRAINT "fila_virtual_fechas_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fila_virtual_fecha_usuario_uq" ON "fila_virtual" USING btree ("id_fecha","id_usuario");--> statement-breakpoint
CREATE INDEX "fila_virtual_fecha_clave_idx" ON "fila_virtual" USING btree ("id_fecha","clave");--> statement-breakpoint
CREATE UNIQUE INDEX "fila_virtual_fecha_puesto_uq" ON "fila_virtual" USING btree ("id_fecha","puesto");