CREATE TABLE "evento_roles" (
	"id_evento" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"rol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evento_roles_id_evento_id_usuario_pk" PRIMARY KEY("id_evento","id_usuario"),
	CONSTRAINT "evento_roles_rol_ck" CHECK ("evento_roles"."rol" in ('productor','rrpp','boleteria','validador','analista','ninguno'))
);
--> statement-breakpoint
ALTER TABLE "evento_roles" ADD CONSTRAINT "evento_roles_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_roles" ADD CONSTRAINT "evento_roles_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evento_roles_usuario_idx" ON "evento_roles" USING btree ("id_usuario");--> statement-breakpoint
-- Who works on each event, with the role that holds there (server/src/db/schema/event-team.ts):
-- the event's own role replaces the productora's, but never a dueño's; 'ninguno' leaves them out.
CREATE VIEW "evento_equipo" AS
SELECT e."id_evento", m."id_productora", m."id_usuario",
       CASE WHEN m."rol" = 'duenio' THEN m."rol" ELSE coalesce(r."rol", m."rol") END AS "rol",
       m."ver_liquidacion", m."rrpp_slug"
FROM "eventos" e
JOIN "productora_miembros" m ON m."id_productora" = e."id_productora"
LEFT JOIN "evento_roles" r ON r."id_evento" = e."id_evento" AND r."id_usuario" = m."id_usuario"
WHERE m."rol" = 'duenio' OR coalesce(r."rol", m."rol") <> 'ninguno';
