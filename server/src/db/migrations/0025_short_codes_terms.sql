-- Two things an administrator and the door asked for.
--
-- Ticket short codes (shared/domain/ticket-short-code.ts): a door that cannot read the QR typed
-- the whole signed code (~300 characters). Every ticket now has an 8-character code from an
-- alphabet without look-alikes (printed "K7QF-2M9X" on the PDF and under the web ticket's QR),
-- unique among tickets, so it names one ticket and the door admits it online and offline (the
-- door's list carries it). Issuing draws it in code and again when the unique index refuses a
-- collision (tickets/issue-tickets.ts); the default below serves any other insert and gave
-- existing tickets theirs. A transfer draws a new one with the new signed code, and the old one
-- is kept beside its revoked uid (tickets_revocados.codigo_corto) so typing it reads anulada.
--
-- Terms versions: replacing the terms PDF dropped the previous file. Every published PDF is now a
-- version (terminos_versiones); the newest is in force and its file is the one media row under
-- archivoTyC (what /terminos shows, at the same address as before); earlier files move to the key
-- archivoTyCAnterior, which no /Media rule takes, so they are never replaced nor deleted. Each
-- purchase records the version in force when it was made (ordenes.id_version_terminos, set by a
-- trigger for every purchase, whichever function inserts it): the one its buyer accepted.

-- 8 characters of the short-code alphabet (the same string as SHORT_CODE_ALPHABET).
CREATE FUNCTION pulso_codigo_corto() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::integer, 1), '')
    FROM generate_series(1, 8)
$$;
--> statement-breakpoint
-- The volatile default is evaluated for each existing row: every ticket gets its own code.
ALTER TABLE "tickets" ADD COLUMN "codigo_corto" text DEFAULT pulso_codigo_corto() NOT NULL;--> statement-breakpoint
-- Existing tickets that drew a code another one has draw again, until none do.
DO $$
BEGIN
  LOOP
    UPDATE "tickets" SET "codigo_corto" = pulso_codigo_corto()
     WHERE "id_ticket" IN (
       SELECT "id_ticket" FROM (
         SELECT "id_ticket",
                row_number() OVER (PARTITION BY "codigo_corto" ORDER BY "id_ticket") AS n
           FROM "tickets") d
        WHERE d.n > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_codigo_corto_uq" ON "tickets" USING btree ("codigo_corto");--> statement-breakpoint
ALTER TABLE "tickets_revocados" ADD COLUMN "codigo_corto" text;--> statement-breakpoint
CREATE INDEX "tickets_revocados_codigo_corto_idx" ON "tickets_revocados" USING btree ("codigo_corto");--> statement-breakpoint
CREATE TABLE "terminos_versiones" (
	"id_version" serial PRIMARY KEY NOT NULL,
	"id_media" integer NOT NULL,
	"publicada_at" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer
);
--> statement-breakpoint
ALTER TABLE "terminos_versiones" ADD CONSTRAINT "terminos_versiones_id_media_media_id_media_fk" FOREIGN KEY ("id_media") REFERENCES "public"."media"("id_media") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminos_versiones" ADD CONSTRAINT "terminos_versiones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminos_versiones_media_uq" ON "terminos_versiones" USING btree ("id_media");--> statement-breakpoint
-- The terms file already published becomes the first version (published when it was stored);
-- should a key hold several, the newest stays in force and the others become earlier ones.
INSERT INTO "terminos_versiones" ("id_media", "publicada_at")
  SELECT "id_media", "created_at" FROM "media"
   WHERE "id_entidad_media" = 'archivoTyC' AND "storage_key" IS NOT NULL
   ORDER BY "id_media";--> statement-breakpoint
UPDATE "media" SET "id_entidad_media" = 'archivoTyCAnterior'
 WHERE "id_entidad_media" = 'archivoTyC'
   AND "id_media" < (SELECT max("id_media") FROM "media" WHERE "id_entidad_media" = 'archivoTyC');--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "id_version_terminos" integer;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_id_version_terminos_terminos_versiones_id_version_fk" FOREIGN KEY ("id_version_terminos") REFERENCES "public"."terminos_versiones"("id_version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A purchase (origen 'compra': the checkout, where the buyer ticks the terms) records the version
-- in force, unless its insert named one. Guest-list invitations and wait-list offers accept
-- nothing at that moment and keep none.
CREATE FUNCTION pulso_orden_terminos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.origen = 'compra' AND NEW.id_version_terminos IS NULL THEN
    SELECT max(id_version) INTO NEW.id_version_terminos FROM terminos_versiones;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ordenes_terminos" BEFORE INSERT ON "ordenes"
  FOR EACH ROW EXECUTE FUNCTION pulso_orden_terminos();
