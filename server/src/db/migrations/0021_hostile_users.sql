CREATE TABLE "correo_confirmaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "evento_invitaciones" (
	"id_invitacion" serial PRIMARY KEY NOT NULL,
	"id_evento" integer NOT NULL,
	"rol" text DEFAULT 'puerta' NOT NULL,
	"correo" text NOT NULL,
	"token_hash" text NOT NULL,
	"invitado_por" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"aceptada_at" timestamp with time zone,
	"id_usuario" integer,
	"revocada_at" timestamp with time zone,
	CONSTRAINT "evento_invitaciones_rol_ck" CHECK ("evento_invitaciones"."rol" in ('puerta'))
);
--> statement-breakpoint
CREATE TABLE "arrepentimiento_solicitudes" (
	"id_solicitud" serial PRIMARY KEY NOT NULL,
	"id_orden" integer NOT NULL,
	"codigo" text NOT NULL,
	"token_hash" text NOT NULL,
	"correo" text NOT NULL,
	"solicitado_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmado_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "correo_confirmado_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before confirmation was asked keep buying as they did.
UPDATE "usuarios" SET "correo_confirmado_at" = "created_at";--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "numero" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "ip_cliente" text;--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "dispositivo" text;--> statement-breakpoint
ALTER TABLE "correo_confirmaciones" ADD CONSTRAINT "correo_confirmaciones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_invitaciones" ADD CONSTRAINT "evento_invitaciones_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_invitaciones" ADD CONSTRAINT "evento_invitaciones_invitado_por_usuarios_id_usuario_fk" FOREIGN KEY ("invitado_por") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_invitaciones" ADD CONSTRAINT "evento_invitaciones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrepentimiento_solicitudes" ADD CONSTRAINT "arrepentimiento_solicitudes_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correo_confirmaciones_token_uq" ON "correo_confirmaciones" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "correo_confirmaciones_usuario_idx" ON "correo_confirmaciones" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "evento_invitaciones_token_uq" ON "evento_invitaciones" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "evento_invitaciones_abierta_uq" ON "evento_invitaciones" USING btree ("id_evento","rol","correo") WHERE "evento_invitaciones"."aceptada_at" is null and "evento_invitaciones"."revocada_at" is null;--> statement-breakpoint
CREATE INDEX "evento_invitaciones_correo_idx" ON "evento_invitaciones" USING btree ("correo");--> statement-breakpoint
CREATE UNIQUE INDEX "arrepentimiento_solicitudes_codigo_uq" ON "arrepentimiento_solicitudes" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "arrepentimiento_solicitudes_token_uq" ON "arrepentimiento_solicitudes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "arrepentimiento_solicitudes_orden_idx" ON "arrepentimiento_solicitudes" USING btree ("id_orden");--> statement-breakpoint
CREATE UNIQUE INDEX "ordenes_numero_uq" ON "ordenes" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "ordenes_pendientes_ip_idx" ON "ordenes" USING btree ("id_evento","ip_cliente") WHERE "ordenes"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "ordenes_pendientes_dispositivo_idx" ON "ordenes" USING btree ("id_evento","dispositivo") WHERE "ordenes"."estado" = 'pendiente';