CREATE TABLE "rrpp_comisiones" (
	"id_comision" serial PRIMARY KEY NOT NULL,
	"id_evento" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"cd_tipo" integer,
	"modo" text NOT NULL,
	"valor" integer NOT NULL,
	CONSTRAINT "rrpp_comisiones_modo_ck" CHECK ("rrpp_comisiones"."modo" in ('fijo','porcentaje')),
	CONSTRAINT "rrpp_comisiones_valor_ck" CHECK ("rrpp_comisiones"."valor" >= 0 and ("rrpp_comisiones"."modo" <> 'porcentaje' or "rrpp_comisiones"."valor" <= 100))
);
--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "id_rrpp" integer;--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "rrpp_via" text;--> statement-breakpoint
ALTER TABLE "productora_miembros" ADD COLUMN "rrpp_slug" text;--> statement-breakpoint
ALTER TABLE "rrpp_comisiones" ADD CONSTRAINT "rrpp_comisiones_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrpp_comisiones" ADD CONSTRAINT "rrpp_comisiones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rrpp_comisiones_uq" ON "rrpp_comisiones" USING btree ("id_evento","id_usuario",coalesce("cd_tipo", -1));--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_id_rrpp_usuarios_id_usuario_fk" FOREIGN KEY ("id_rrpp") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ordenes_rrpp_idx" ON "ordenes" USING btree ("id_evento","id_rrpp") WHERE "ordenes"."id_rrpp" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "productora_miembros_rrpp_slug_uq" ON "productora_miembros" USING btree ("id_productora","rrpp_slug");--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_rrpp_ck" CHECK (("ordenes"."id_rrpp" is null) = ("ordenes"."rrpp_via" is null)
        and ("ordenes"."rrpp_via" is null or "ordenes"."rrpp_via" in ('enlace', 'codigo')));--> statement-breakpoint
ALTER TABLE "productora_miembros" ADD CONSTRAINT "productora_miembros_rrpp_slug_ck" CHECK ("productora_miembros"."rrpp_slug" ~ '^[a-z0-9][a-z0-9-]{1,29}$');