CREATE TABLE "estados_evento" (
	"cd_estado" integer PRIMARY KEY NOT NULL,
	"ds_estado" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generos" (
	"cd_genero" integer PRIMARY KEY NOT NULL,
	"ds_genero" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"cd_rol" integer PRIMARY KEY NOT NULL,
	"ds_rol" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_entrada" (
	"cd_tipo" integer PRIMARY KEY NOT NULL,
	"ds_tipo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_roles" (
	"id_usuario" integer NOT NULL,
	"cd_rol" integer NOT NULL,
	CONSTRAINT "usuario_roles_id_usuario_cd_rol_pk" PRIMARY KEY("id_usuario","cd_rol")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id_usuario" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text NOT NULL,
	"correo" text NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"dni" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"cbu" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"nombre_fantasia" text DEFAULT '' NOT NULL,
	"dt_nacimiento" date,
	"direccion" text DEFAULT '' NOT NULL,
	"provincia_nombre" text DEFAULT '' NOT NULL,
	"provincia_codigo" text DEFAULT '' NOT NULL,
	"municipio_nombre" text DEFAULT '' NOT NULL,
	"municipio_codigo" text DEFAULT '' NOT NULL,
	"localidad_nombre" text DEFAULT '' NOT NULL,
	"localidad_codigo" text DEFAULT '' NOT NULL,
	"latitud" double precision DEFAULT 0 NOT NULL,
	"longitud" double precision DEFAULT 0 NOT NULL,
	"md_instagram" text DEFAULT '' NOT NULL,
	"md_spotify" text DEFAULT '' NOT NULL,
	"md_soundcloud" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artista_likes" (
	"id_usuario" integer NOT NULL,
	"id_artista" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artista_likes_id_usuario_id_artista_pk" PRIMARY KEY("id_usuario","id_artista")
);
--> statement-breakpoint
CREATE TABLE "artistas" (
	"id_artista" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"is_activo" boolean DEFAULT false NOT NULL,
	"descartado" boolean DEFAULT false NOT NULL,
	"md_instagram" text DEFAULT '' NOT NULL,
	"md_spotify" text DEFAULT '' NOT NULL,
	"md_soundcloud" text DEFAULT '' NOT NULL,
	"dt_alta" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entradas" (
	"id_entrada" serial PRIMARY KEY NOT NULL,
	"id_fecha" integer NOT NULL,
	"cd_tipo" integer NOT NULL,
	"precio" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"vendidas" integer DEFAULT 0 NOT NULL,
	"estado" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_artistas" (
	"id_evento" integer NOT NULL,
	"id_artista" integer NOT NULL,
	CONSTRAINT "evento_artistas_id_evento_id_artista_pk" PRIMARY KEY("id_evento","id_artista")
);
--> statement-breakpoint
CREATE TABLE "evento_generos" (
	"id_evento" integer NOT NULL,
	"cd_genero" integer NOT NULL,
	CONSTRAINT "evento_generos_id_evento_cd_genero_pk" PRIMARY KEY("id_evento","cd_genero")
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"id_evento" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_fiesta" integer,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"is_after" boolean DEFAULT false NOT NULL,
	"is_lgbt" boolean DEFAULT false NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"provincia_nombre" text DEFAULT '' NOT NULL,
	"provincia_codigo" text DEFAULT '' NOT NULL,
	"municipio_nombre" text DEFAULT '' NOT NULL,
	"municipio_codigo" text DEFAULT '' NOT NULL,
	"localidad_nombre" text DEFAULT '' NOT NULL,
	"localidad_codigo" text DEFAULT '' NOT NULL,
	"latitud" double precision DEFAULT 0 NOT NULL,
	"longitud" double precision DEFAULT 0 NOT NULL,
	"sound_cloud" text DEFAULT '' NOT NULL,
	"cd_estado" integer DEFAULT 0 NOT NULL,
	"motivo_rechazo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos_favoritos" (
	"id_usuario" integer NOT NULL,
	"id_evento" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_favoritos_id_usuario_id_evento_pk" PRIMARY KEY("id_usuario","id_evento")
);
--> statement-breakpoint
CREATE TABLE "fechas" (
	"id_fecha" serial PRIMARY KEY NOT NULL,
	"id_evento" integer NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"inicio_venta" timestamp with time zone NOT NULL,
	"fin_venta" timestamp with time zone NOT NULL,
	"estado" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiestas" (
	"id_fiesta" serial PRIMARY KEY NOT NULL,
	"ds_nombre" text NOT NULL,
	"is_activo" boolean DEFAULT true NOT NULL,
	"id_usuario" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id_media" serial PRIMARY KEY NOT NULL,
	"id_entidad_media" text NOT NULL,
	"url" text NOT NULL,
	"md_video" boolean DEFAULT false NOT NULL,
	"mime" text,
	"storage_key" text,
	"bytes" integer,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticias" (
	"id_noticia" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"contenido" text NOT NULL,
	"url_evento" text DEFAULT '' NOT NULL,
	"dt_publicado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"destinatario" text NOT NULL,
	"asunto" text NOT NULL,
	"cuerpo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_roles" ADD CONSTRAINT "usuario_roles_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_roles" ADD CONSTRAINT "usuario_roles_cd_rol_roles_cd_rol_fk" FOREIGN KEY ("cd_rol") REFERENCES "public"."roles"("cd_rol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artista_likes" ADD CONSTRAINT "artista_likes_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artista_likes" ADD CONSTRAINT "artista_likes_id_artista_artistas_id_artista_fk" FOREIGN KEY ("id_artista") REFERENCES "public"."artistas"("id_artista") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entradas" ADD CONSTRAINT "entradas_id_fecha_fechas_id_fecha_fk" FOREIGN KEY ("id_fecha") REFERENCES "public"."fechas"("id_fecha") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entradas" ADD CONSTRAINT "entradas_cd_tipo_tipos_entrada_cd_tipo_fk" FOREIGN KEY ("cd_tipo") REFERENCES "public"."tipos_entrada"("cd_tipo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_artistas" ADD CONSTRAINT "evento_artistas_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_artistas" ADD CONSTRAINT "evento_artistas_id_artista_artistas_id_artista_fk" FOREIGN KEY ("id_artista") REFERENCES "public"."artistas"("id_artista") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_generos" ADD CONSTRAINT "evento_generos_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_generos" ADD CONSTRAINT "evento_generos_cd_genero_generos_cd_genero_fk" FOREIGN KEY ("cd_genero") REFERENCES "public"."generos"("cd_genero") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_id_fiesta_fiestas_id_fiesta_fk" FOREIGN KEY ("id_fiesta") REFERENCES "public"."fiestas"("id_fiesta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_cd_estado_estados_evento_cd_estado_fk" FOREIGN KEY ("cd_estado") REFERENCES "public"."estados_evento"("cd_estado") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos_favoritos" ADD CONSTRAINT "eventos_favoritos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos_favoritos" ADD CONSTRAINT "eventos_favoritos_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechas" ADD CONSTRAINT "fechas_id_evento_eventos_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."eventos"("id_evento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiestas" ADD CONSTRAINT "fiestas_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sesiones_usuario_idx" ON "sesiones" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_correo_uq" ON "usuarios" USING btree ("correo");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_google_sub_uq" ON "usuarios" USING btree ("google_sub") WHERE "usuarios"."google_sub" is not null;--> statement-breakpoint
CREATE INDEX "artista_likes_artista_idx" ON "artista_likes" USING btree ("id_artista");--> statement-breakpoint
CREATE INDEX "artistas_nombre_idx" ON "artistas" USING btree ("nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "entradas_fecha_tipo_uq" ON "entradas" USING btree ("id_fecha","cd_tipo");--> statement-breakpoint
CREATE INDEX "evento_artistas_artista_idx" ON "evento_artistas" USING btree ("id_artista");--> statement-breakpoint
CREATE INDEX "evento_generos_genero_idx" ON "evento_generos" USING btree ("cd_genero");--> statement-breakpoint
CREATE INDEX "eventos_estado_idx" ON "eventos" USING btree ("cd_estado");--> statement-breakpoint
CREATE INDEX "eventos_usuario_idx" ON "eventos" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "eventos_provincia_idx" ON "eventos" USING btree ("provincia_nombre");--> statement-breakpoint
CREATE INDEX "fechas_evento_idx" ON "fechas" USING btree ("id_evento");--> statement-breakpoint
CREATE INDEX "fechas_inicio_idx" ON "fechas" USING btree ("inicio");--> statement-breakpoint
CREATE INDEX "fiestas_usuario_idx" ON "fiestas" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "media_entidad_idx" ON "media" USING btree ("id_entidad_media");