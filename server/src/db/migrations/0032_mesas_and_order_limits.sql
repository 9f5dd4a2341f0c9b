ALTER TABLE "entradas" ADD COLUMN "descripcion" text;--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "personas" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "min_por_orden" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "max_por_orden" integer;--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "venta_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "venta_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orden_items" ADD COLUMN "personas" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "entradas" ADD CONSTRAINT "entradas_personas_ck" CHECK ("entradas"."personas" between 1 and 50);--> statement-breakpoint
ALTER TABLE "entradas" ADD CONSTRAINT "entradas_por_orden_ck" CHECK ("entradas"."min_por_orden" >= 1 and ("entradas"."max_por_orden" is null or "entradas"."max_por_orden" >= "entradas"."min_por_orden"));--> statement-breakpoint
-- Kept event views hear of the new columns buyers read too (docs/decisions/0089-mesas-and-order-limits.md).
DROP TRIGGER entradas_vista_cambio ON entradas;
--> statement-breakpoint
CREATE TRIGGER entradas_vista_cambio
  AFTER INSERT OR DELETE OR UPDATE OF id_fecha, cd_tipo, nombre, precio, cantidad, estado, oculta,
    orden, id_tanda, paso, abre_at, descripcion, personas, min_por_orden, max_por_orden,
    venta_desde, venta_hasta ON entradas
  FOR EACH ROW EXECUTE FUNCTION pulso_entrada_cambio();
