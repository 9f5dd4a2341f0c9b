import { z } from 'zod';
import { domicilioSchema, socialsSchema } from './discovery';
import { rolSchema } from './session';

/**
 * A user as GET /Usuario/GetUsuario and PUT /Usuario/UpdateUsuario answer it
 * (docs/architecture.md, "Data model in brief"): never the password hash or the Google subject. The
 * photo is the media of `usuario-<id>` (GET /Media).
 */
export const usuarioViewSchema = z.object({
  idUsuario: z.number(),
  nombre: z.string(),
  apellido: z.string(),
  correo: z.string(),
  /** 22 digits, or ''. */
  cbu: z.string(),
  /** Where an organiser is paid (the settlement's PDF): alias, bank name, CUIT digits; '' unset. */
  aliasCbu: z.string(),
  banco: z.string(),
  cuit: z.string(),
  dni: z.string(),
  telefono: z.string(),
  nombreFantasia: z.string(),
  bio: z.string(),
  /** YYYY-MM-DD or null. */
  dtNacimiento: z.string().nullable(),
  domicilio: domicilioSchema,
  socials: socialsSchema,
  roles: z.array(rolSchema),
});
export type UsuarioView = z.infer<typeof usuarioViewSchema>;
