DROP INDEX "fechas_evento_idx";--> statement-breakpoint
CREATE INDEX "fechas_evento_inicio_idx" ON "fechas" USING btree ("id_evento","inicio");