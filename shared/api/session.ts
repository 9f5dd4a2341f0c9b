import type { CdRol } from '../domain/roles';

/** Session user kept in storage key `user` (spec 000 §3) plus the avatar URL the nav shows. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  roles: Array<{ cdRol: CdRol; dsRol: string }>;
  avatarUrl: string | null;
}

/** Answer of POST /Security/Login and POST /Security/Google. */
export interface LoginResponse {
  token: string;
  usuario: SessionUser;
}

/** Public configuration the renderer reads at start (GET /api/v1/Config). */
export interface PublicConfig {
  google: null | {
    clientId: string;
    authorizationEndpoint: string;
    tokenEndpoint: string;
    /** Desktop (installed-app) OAuth client. Its secret is not confidential (RFC 8252 §8.5). */
    desktopClientId: string | null;
    desktopClientSecret: string | null;
  };
  mapsApiKey: string | null;
  /** Share of the subtotal charged as service fee (shared/domain/fees.ts). */
  serviceFeeRate: number;
}

/** A problem+json body (RFC 9457) as the server sends it. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string>;
}
