/**
 * Sign-in, sessions and tokens.
 * The module's entry file: other modules import only what is exported here (lint enforces it).
 */
export { createGoogleVerifier } from './google-verifier';
export type { GoogleVerifier } from './google-verifier';
export { createLoginCheck } from './login-limit';
export { securityRoutes } from './security-routes';
export { startSessionCache } from './session-cache';
export { createSessionsService } from './sessions-service';
export type { AuthContext, SessionsService } from './sessions-service';
export { createTokenSigner } from './tokens';
export type { TokenSigner } from './tokens';
