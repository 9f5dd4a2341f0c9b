CREATE TABLE "rrpp_listas" (
	"id_lista" serial PRIMARY KEY NOT NULL,
	"id_evento" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_entrada" integer NOT NULL,
	"cupo" integer NOT NULL,
	"modalidad" text NOT NULL,
	"precio_puerta" integer DEFAULT 0 NOT NULL,
	"hasta" text,
	CONSTRAINT "rrpp_listas_cupo_ck" CHECK ("rrpp_listas"."cupo" > 0),
	CONSTRAINT "rrpp_listas_precio_ck" CHECK (("rrpp_listas"."modalidad" = 'free' and "rrpp_listas"."precio_puerta" = 0)
        or ("rrpp_listas"."modalidad" = 'descuento' and "rrpp_listas"."precio_puerta" > 0))
);
--> statement-breakpoint
ALTER TABLE "invitados" ADD COLUMN "id_rrpp" integer;--> statement-breakpoint
ALTER TABLE "rrpp_listas" ADD CONSTRAINT "rrpp_listas_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrpp_listas" ADD CONSTRAINT "rrpp_listas_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrpp_listas" ADD CONSTRAINT "rrpp_listas_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrpp_listas" ADD CONSTRAINT "rrpp_listas_id_entrada_entradas_id_entrada_fk" FOREIGN KEY ("id_entrada") REFERENCES "public"."entradas"("id_entrada") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rrpp_listas_fecha_usuario_uq" ON "rrpp_listas" USING btree ("id_fecha","id_usuario");--> statement-breakpoint
ALTER TABLE "invitados" ADD CONSTRAINT "invitados_id_rrpp_usuarios_id_usuario_fk" FOREIGN KEY ("id_rrpp") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitados_rrpp_idx" ON "invitados" USING btree ("id_fecha","id_rrpp") WHERE "invitados"."id_rrpp" is not null;