CREATE TABLE "productora_invitaciones" (
	"id_invitacion" serial PRIMARY KEY NOT NULL,
	"id_productora" integer NOT NULL,
	"correo" text NOT NULL,
	"rol" text NOT NULL,
	"token_hash" text NOT NULL,
	"invitado_por" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"aceptada_at" timestamp with time zone,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "productora_miembros" (
	"id_productora" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"rol" text NOT NULL,
	"ver_liquidacion" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productora_miembros_id_productora_id_usuario_pk" PRIMARY KEY("id_productora","id_usuario"),
	CONSTRAINT "productora_miembros_rol_ck" CHECK ("productora_miembros"."rol" in ('duenio','productor','rrpp','boleteria','validador','analista'))
);
--> statement-breakpoint
CREATE TABLE "productoras" (
	"id_productora" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"creada_por" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eventos" ADD COLUMN "id_productora" integer;--> statement-breakpoint
ALTER TABLE "productora_invitaciones" ADD CONSTRAINT "productora_invitaciones_id_productora_productoras_id_productora_fk" FOREIGN KEY ("id_productora") REFERENCES "public"."productoras"("id_productora") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productora_invitaciones" ADD CONSTRAINT "productora_invitaciones_invitado_por_usuarios_id_usuario_fk" FOREIGN KEY ("invitado_por") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productora_invitaciones" ADD CONSTRAINT "productora_invitaciones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productora_miembros" ADD CONSTRAINT "productora_miembros_id_productora_productoras_id_productora_fk" FOREIGN KEY ("id_productora") REFERENCES "public"."productoras"("id_productora") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productora_miembros" ADD CONSTRAINT "productora_miembros_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productoras" ADD CONSTRAINT "productoras_creada_por_usuarios_id_usuario_fk" FOREIGN KEY ("creada_por") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "productora_invitaciones_token_uq" ON "productora_invitaciones" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "productora_invitaciones_productora_idx" ON "productora_invitaciones" USING btree ("id_productora");--> statement-breakpoint
CREATE INDEX "productora_miembros_usuario_idx" ON "productora_miembros" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "productoras_nombre_uq" ON "productoras" USING btree (lower("nombre"));--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_id_productora_productoras_id_productora_fk" FOREIGN KEY ("id_productora") REFERENCES "public"."productoras"("id_productora") ON DELETE no action ON UPDATE no action;