CREATE TABLE "auditoria" (
	"id_auditoria" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer,
	"accion" text NOT NULL,
	"entidad" text NOT NULL,
	"id_entidad" integer NOT NULL,
	"detalle" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets_revocados" (
	"tid" uuid PRIMARY KEY NOT NULL,
	"id_ticket" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"motivo" text NOT NULL,
	"revocado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_revocados_motivo_ck" CHECK ("tickets_revocados"."motivo" in ('transferencia'))
);
--> statement-breakpoint
CREATE TABLE "transferencias" (
	"id_transferencia" serial PRIMARY KEY NOT NULL,
	"id_ticket" integer NOT NULL,
	"de_usuario" integer NOT NULL,
	"correo" text NOT NULL,
	"a_usuario" integer,
	"token_hash" text,
	"estado" text NOT NULL,
	"creada_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cerrada_at" timestamp with time zone,
	CONSTRAINT "transferencias_estado_ck" CHECK ("transferencias"."estado" in ('pendiente', 'aceptada', 'cancelada'))
);
--> statement-breakpoint
ALTER TABLE "eventos" ADD COLUMN "permite_transferencias" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "emitida_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "tickets" SET "emitida_at" = "created_at";--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets_revocados" ADD CONSTRAINT "tickets_revocados_id_ticket_tickets_id_ticket_fk" FOREIGN KEY ("id_ticket") REFERENCES "public"."tickets"("id_ticket") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets_revocados" ADD CONSTRAINT "tickets_revocados_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencias" ADD CONSTRAINT "transferencias_id_ticket_tickets_id_ticket_fk" FOREIGN KEY ("id_ticket") REFERENCES "public"."tickets"("id_ticket") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencias" ADD CONSTRAINT "transferencias_de_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("de_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencias" ADD CONSTRAINT "transferencias_a_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("a_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","id_entidad");--> statement-breakpoint
CREATE INDEX "tickets_revocados_fecha_idx" ON "tickets_revocados" USING btree ("id_fecha","revocado_at");--> statement-breakpoint
CREATE INDEX "transferencias_ticket_idx" ON "transferencias" USING btree ("id_ticket");--> statement-breakpoint
CREATE INDEX "transferencias_de_idx" ON "transferencias" USING btree ("de_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "transferencias_token_uq" ON "transferencias" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "transferencias_una_pendiente_uq" ON "transferencias" USING btree ("id_ticket") WHERE "transferencias"."estado" = 'pendiente';