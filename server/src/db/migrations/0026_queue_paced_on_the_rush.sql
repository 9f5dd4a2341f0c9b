-- The virtual queue paces admissions on the current rush (docs/decisions/0049-virtual-queue.md,
-- "Pacing"): each place gets the moment it is admitted (`turno`) when it is given, and the day's
-- queue keeps the pace's theoretical time (`ritmo`). Places given before these columns existed
-- keep null and follow the opening's rate, as they did.
ALTER TABLE "fila_virtual" ADD COLUMN "turno" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fila_virtual_fechas" ADD COLUMN "ritmo" timestamp with time zone;
