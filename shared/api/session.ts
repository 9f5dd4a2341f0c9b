import { z } from 'zod';
import { ROL, type CdRol } from '../domain/roles';

/** A role of a user (docs/glossary.md, "People and roles"). */
export const rolSchema = z.object({
  cdRol: z.literal(Object.values(ROL) as CdRol[]),
  dsRol: z.string(),
});

/**
 * Session user kept in storage key `user` (docs/architecture.md, "Data model in brief") plus the
 * avatar URL the nav shows.
 */
export const sessionUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(rolSchema),
  avatarUrl: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Answer of POST /Security/Login and POST /Security/Google. */
export const loginResponseSchema = z.object({ token: z.string(), usuario: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Public configuration the renderer reads at start (GET /api/v1/Config). */
export const publicConfigSchema = z.object({
  google: z
    .object({
      clientId: z.string(),
      authorizationEndpoint: z.string(),
      tokenEndpoint: z.string(),
      /** Desktop (installed-app) OAuth client. Its secret is not confidential (RFC 8252 §8.5). */
      desktopClientId: z.string().nullable(),
      desktopClientSecret: z.string().nullable(),
    })
    .nullable(),
  mapsApiKey: z.string().nullable(),
  /** Share of the subtotal charged as service fee (shared/domain/fees.ts). */
  serviceFeeRate: z.number(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** A problem+json body (RFC 9457) as the server sends it. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string>;
}
