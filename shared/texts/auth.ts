/**
 * Texts around signing in and up that the spec does not word (its own, "Iniciar Sesión",
 * "Ingresar", "Registrarse", stay where they are used). No dead ends: whoever is asked to sign
 * in is told why and can create an account from the same place, and comes back to where they
 * were.
 */
export const AUTH_TEXT = {
  sinCuenta: '¿No tenés cuenta?',
  crearCuenta: 'Crear cuenta',
  /** Comprar, signed out. */
  paraComprar: 'Ingresá o creá tu cuenta para comprar. Después volvés a esta misma selección.',
  /** "Tengo un código", signed out. */
  paraCodigo: 'Ingresá o creá tu cuenta para usar tu código. Lo aplicamos cuando vuelvas.',
  /** A protected link (a ticket, Mis entradas, Mi perfil...) opened signed out. */
  paraVerPagina: 'Ingresá a tu cuenta para ver esta página. Te llevamos ahí apenas entres.',
} as const;
