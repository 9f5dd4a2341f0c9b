CREATE TABLE "adicionales" (
	"id_adicional" serial PRIMARY KEY NOT NULL,
	"id_fecha" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"precio" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"vendidas" integer DEFAULT 0 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "adicionales_ck" CHECK ("adicionales"."cantidad" >= 0 and "adicionales"."precio" >= 0 and "adicionales"."vendidas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orden_adicionales" (
	"id_orden_adicional" serial PRIMARY KEY NOT NULL,
	"id_orden" integer NOT NULL,
	"id_adicional" integer NOT NULL,
	"id_fecha" integer NOT NULL,
	"precio_unitario" integer NOT NULL,
	"cantidad" integer NOT NULL,
	CONSTRAINT "orden_adicionales_ck" CHECK ("orden_adicionales"."cantidad" > 0 and "orden_adicionales"."precio_unitario" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "adicionales" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "adicionales" ADD CONSTRAINT "adicionales_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_adicionales" ADD CONSTRAINT "orden_adicionales_id_orden_ordenes_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes"("id_orden") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_adicionales" ADD CONSTRAINT "orden_adicionales_id_adicional_adicionales_id_adicional_fk" FOREIGN KEY ("id_adicional") REFERENCES "public"."adicionales"("id_adicional") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_adicionales" ADD CONSTRAINT "orden_adicionales_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adicionales_fecha_idx" ON "adicionales" USING btree ("id_fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "orden_adicionales_uq" ON "orden_adicionales" USING btree ("id_orden","id_adicional");--> statement-breakpoint
CREATE INDEX "orden_adicionales_adicional_idx" ON "orden_adicionales" USING btree ("id_adicional");