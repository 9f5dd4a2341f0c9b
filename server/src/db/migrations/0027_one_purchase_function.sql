-- A purchase alone is a batch of one: pulso_crear_ordenes decides one purchase or many
-- (server/src/modules/ordenes/purchase.ts), so the single-purchase function and the stock take
-- only it called are gone (docs/decisions/0084-sql-functions-in-files.md).
DROP FUNCTION IF EXISTS pulso_crear_orden(jsonb, jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS pulso_tomar_stock(integer[], integer[], integer[], integer[], integer[]);
