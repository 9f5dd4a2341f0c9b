-- A stock row carries its type's name and what the door admits it as, so an organiser can name
-- types ("1ra tanda", "Mesa VIP x6") and the door say "General" or "VIP" whatever the name
-- (docs/decisions/0086-ticket-types-as-data.md). Every row made before takes the catalogue's
-- name; an early bird is admitted as its regular type (General Early Bird as General).
ALTER TABLE "entradas" ADD COLUMN "nombre" text;--> statement-breakpoint
ALTER TABLE "entradas" ADD COLUMN "admite" text;--> statement-breakpoint
UPDATE "entradas" e SET "nombre" = t."ds_tipo", "admite" = r."ds_tipo"
  FROM "tipos_entrada" t, "tipos_entrada" r
 WHERE t."cd_tipo" = e."cd_tipo" AND r."cd_tipo" = e."cd_tipo" - e."cd_tipo" % 2;--> statement-breakpoint
ALTER TABLE "entradas" ALTER COLUMN "nombre" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "entradas" ALTER COLUMN "admite" SET NOT NULL;
