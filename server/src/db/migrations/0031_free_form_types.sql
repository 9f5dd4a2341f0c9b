ALTER TABLE "entradas" DROP CONSTRAINT "entradas_cd_tipo_tipos_entrada_cd_tipo_fk";
--> statement-breakpoint
ALTER TABLE "orden_items" DROP CONSTRAINT "orden_items_cd_tipo_tipos_entrada_cd_tipo_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_cd_tipo_tipos_entrada_cd_tipo_fk";
--> statement-breakpoint
ALTER TABLE "lista_espera" DROP CONSTRAINT "lista_espera_cd_tipo_tipos_entrada_cd_tipo_fk";
--> statement-breakpoint
ALTER TABLE "reventas" DROP CONSTRAINT "reventas_cd_tipo_tipos_entrada_cd_tipo_fk";
--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "orden" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entradas" ADD CONSTRAINT "entradas_cd_tipo_ck" CHECK ("entradas"."cd_tipo" >= 0);--> statement-breakpoint
-- Rows made before keep the order they had: by kind (docs/decisions/0088-free-form-ticket-types.md).
UPDATE "entradas" SET "orden" = "cd_tipo";
--> statement-breakpoint
-- What the events list shows of a row now includes its name, order and tanda step.
DROP TRIGGER entradas_vista_cambio ON entradas;
--> statement-breakpoint
CREATE TRIGGER entradas_vista_cambio
  AFTER INSERT OR DELETE OR UPDATE OF id_fecha, cd_tipo, nombre, precio, cantidad, estado, oculta,
    orden, id_tanda, paso, abre_at ON entradas
  FOR EACH ROW EXECUTE FUNCTION pulso_entrada_cambio();
