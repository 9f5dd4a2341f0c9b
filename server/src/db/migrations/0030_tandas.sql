-- Tandas (docs/decisions/0087-tandas.md): a day's ordered group of stock rows sold one step at a
-- time. The capacity rule now depends on the time (a step opens at its date), so its functions
-- take it and their earlier signatures go; their new text is in server/src/db/functions/.
CREATE TABLE "tandas" (
	"id_tanda" serial PRIMARY KEY NOT NULL,
	"id_fecha" integer NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "id_tanda" integer;--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "paso" integer;--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "abre_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tandas" ADD CONSTRAINT "tandas_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entradas" ADD CONSTRAINT "entradas_id_tanda_tandas_id_tanda_fk" FOREIGN KEY ("id_tanda") REFERENCES "public"."tandas"("id_tanda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entradas_tanda_paso_uq" ON "entradas" USING btree ("id_tanda","paso");--> statement-breakpoint
ALTER TABLE "entradas" ADD CONSTRAINT "entradas_tanda_paso_ck" CHECK (("entradas"."id_tanda" is null) = ("entradas"."paso" is null));--> statement-breakpoint
DROP FUNCTION IF EXISTS pulso_stock_alcanza(jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS pulso_lugares(integer, jsonb);
