CREATE TABLE "arrepentimientos" (
	"id_arrepentimiento" serial PRIMARY KEY NOT NULL,
	"id_orden" integer NOT NULL,
	"codigo" text NOT NULL,
	"id_reembolso" integer NOT NULL,
	"id_usuario" integer,
	"solicitado_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arrepentimientos" ADD CONSTRAINT "arrepentimientos_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrepentimientos" ADD CONSTRAINT "arrepentimientos_id_reembolso_reembolsos_id_reembolso_fk" FOREIGN KEY ("id_reembolso") REFERENCES "public"."reembolsos"("id_reembolso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrepentimientos" ADD CONSTRAINT "arrepentimientos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrepentimientos_orden_uq" ON "arrepentimientos" USING btree ("id_orden");--> statement-breakpoint
CREATE UNIQUE INDEX "arrepentimientos_codigo_uq" ON "arrepentimientos" USING btree ("codigo");