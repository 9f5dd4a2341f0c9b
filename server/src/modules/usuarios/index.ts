/**
 * Accounts: profiles, passwords and the owner's contacts.
 * The module's entry file: other modules import only what is exported here (lint enforces it).
 */
export { dropDoorOnlyRole, openDoorOnlyAccount } from './door-only-account';
export { ownerContacts } from './owner-contacts';
export { emailConfirmationRoutes } from './email-confirmation-routes';
export { createEmailConfirmationService, markEmailConfirmed } from './email-confirmation-service';
export { hashPassword, verifyPassword } from './password';
export { passwordRoutes } from './password-routes';
export { createPasswordLink, createPasswordService } from './password-service';
export type { PasswordService } from './password-service';
export { perfilRoutes } from './perfil-routes';
export { createPerfilService } from './perfil-service';
export { usuariosRoutes } from './usuarios-routes';
export { createUsuariosService, normaliseCorreo, sessionUserOf } from './usuarios-service';
export type { UsuariosService } from './usuarios-service';
