-- Where Pulso pays an organiser what their events sold (the settlement and its PDF): their
-- CUIT, and a bank account by CBU, by alias or both, with the bank's name. Checked by
-- shared/validation/profile.ts (CUIT and CBU with their check digits); '' while not given.
ALTER TABLE "usuarios" ADD COLUMN "alias_cbu" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "banco" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "cuit" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- "cbu" held a CBU or an alias: an alias moves to its own column.
UPDATE "usuarios" SET "alias_cbu" = "cbu", "cbu" = ''
 WHERE "cbu" <> '' AND "cbu" !~ '^[0-9]{22}$';
