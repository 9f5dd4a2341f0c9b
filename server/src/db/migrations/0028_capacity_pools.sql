CREATE TABLE "cupos" (
	"id_cupo" serial PRIMARY KEY NOT NULL,
	"id_fecha" integer NOT NULL,
	"nombre" text NOT NULL,
	"cantidad" integer NOT NULL,
	"total_de_entrada" integer,
	CONSTRAINT "cupos_cantidad_ck" CHECK ("cupos"."cantidad" >= 0)
);
--> statement-breakpoint
CREATE TABLE "entrada_cupos" (
	"id_entrada" integer NOT NULL,
	"id_cupo" integer NOT NULL,
	CONSTRAINT "entrada_cupos_id_entrada_id_cupo_pk" PRIMARY KEY("id_entrada","id_cupo")
);
--> statement-breakpoint
ALTER TABLE "cupos" ADD CONSTRAINT "cupos_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupos" ADD CONSTRAINT "cupos_total_de_entrada_entradas_id_entrada_fk" FOREIGN KEY ("total_de_entrada") REFERENCES "public"."entradas"("id_entrada") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada_cupos" ADD CONSTRAINT "entrada_cupos_id_entrada_entradas_id_entrada_fk" FOREIGN KEY ("id_entrada") REFERENCES "public"."entradas"("id_entrada") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada_cupos" ADD CONSTRAINT "entrada_cupos_id_cupo_cupos_id_cupo_fk" FOREIGN KEY ("id_cupo") REFERENCES "public"."cupos"("id_cupo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cupos_fecha_idx" ON "cupos" USING btree ("id_fecha");--> statement-breakpoint
CREATE INDEX "entrada_cupos_cupo_idx" ON "entrada_cupos" USING btree ("id_cupo");--> statement-breakpoint
-- Every day made before pools existed gets the specification's: one pool per regular type (General,
-- VIP), the type's total, sized by the regular row and shared with its early bird (General Early
-- Bird draws from General's, VIP Early Bird from VIP's), as the stock was counted until now.
INSERT INTO "cupos" ("id_fecha", "nombre", "cantidad", "total_de_entrada")
SELECT e."id_fecha", t."ds_tipo", e."cantidad", e."id_entrada"
  FROM "entradas" e JOIN "tipos_entrada" t ON t."cd_tipo" = e."cd_tipo"
 WHERE e."cd_tipo" IN (0, 2)
 ORDER BY e."id_entrada";
--> statement-breakpoint
INSERT INTO "entrada_cupos" ("id_entrada", "id_cupo")
SELECT e."id_entrada", c."id_cupo"
  FROM "cupos" c
  JOIN "entradas" r ON r."id_entrada" = c."total_de_entrada"
  JOIN "entradas" e ON e."id_fecha" = r."id_fecha"
   AND e."cd_tipo" IN (r."cd_tipo", r."cd_tipo" + 1);
