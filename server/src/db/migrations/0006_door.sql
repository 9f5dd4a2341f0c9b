CREATE TABLE "escaneos" (
	"id_escaneo" uuid PRIMARY KEY NOT NULL,
	"id_ticket" integer,
	"id_evento" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"puerta" text NOT NULL,
	"dispositivo" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"escaneado_at" timestamp with time zone NOT NULL,
	"recibido_at" timestamp with time zone NOT NULL,
	"resultado" text NOT NULL,
	"resultado_local" text,
	"codigo_hash" text,
	"conflicto" boolean DEFAULT false NOT NULL,
	CONSTRAINT "escaneos_resultado_ck" CHECK ("escaneos"."resultado" in ('admitido', 'usada', 'anulada', 'otro_evento', 'otro_dia', 'invalido')),
	CONSTRAINT "escaneos_resultado_local_ck" CHECK ("escaneos"."resultado_local" is null or "escaneos"."resultado_local" in ('admitido', 'usada', 'anulada', 'otro_evento', 'otro_dia', 'invalido'))
);
--> statement-breakpoint
CREATE TABLE "puerta_personal" (
	"id_evento" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puerta_personal_id_evento_id_usuario_pk" PRIMARY KEY("id_evento","id_usuario")
);
--> statement-breakpoint
ALTER TABLE "sesiones" ADD COLUMN "tipo" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "usado_puerta" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "usado_escaneo" uuid;--> statement-breakpoint
ALTER TABLE "escaneos" ADD CONSTRAINT "escaneos_id_ticket_tickets_id_ticket_fk" FOREIGN KEY ("id_ticket") REFERENCES "public"."tickets"("id_ticket") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escaneos" ADD CONSTRAINT "escaneos_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escaneos" ADD CONSTRAINT "escaneos_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escaneos" ADD CONSTRAINT "escaneos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puerta_personal" ADD CONSTRAINT "puerta_personal_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puerta_personal" ADD CONSTRAINT "puerta_personal_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escaneos_ticket_idx" ON "escaneos" USING btree ("id_ticket");--> statement-breakpoint
CREATE INDEX "escaneos_fecha_recibido_idx" ON "escaneos" USING btree ("id_fecha","recibido_at");--> statement-breakpoint
CREATE INDEX "escaneos_evento_conflicto_idx" ON "escaneos" USING btree ("id_evento") WHERE "escaneos"."conflicto";--> statement-breakpoint
CREATE INDEX "puerta_personal_usuario_idx" ON "puerta_personal" USING btree ("id_usuario");--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_tipo_ck" CHECK ("sesiones"."tipo" in ('web', 'puerta'));