/**
 * The served API documentation's Spanish texts (GET /api/docs): what each refusal means, and
 * how to sign in from the page. server/src/plugins/openapi-access.ts derives from each route's
 * access which of these answers it declares (docs/decisions/0076-hostile-users.md).
 */
export const API_DOCS_TEXT = {
  descripcion:
    'API de Pulso (base /api/v1). Para probar una operación que pide sesión: ingresá con ' +
    'POST /api/v1/Security/Login ("Try it out"), copiá el `token` de la respuesta, tocá ' +
    '"Authorize" y pegalo. Cada error responde application/problem+json con `detail` en castellano.',
  bearer: 'El `token` que devuelve POST /api/v1/Security/Login (sin el prefijo "Bearer").',
  problema: 'Un problema (RFC 9457): `title` y `detail` en castellano; `errors`, por campo.',
  respuestas: {
    400: 'Datos inválidos: `detail` dice cuál y por qué, y `errors` lo dice por campo.',
    401: 'Sin sesión, o la sesión venció o fue cerrada: ingresá de nuevo y autorizá con el token.',
    403: 'La sesión no tiene el rol que esta operación pide, o lo pedido no es de tu cuenta.',
    404: 'No existe, o no es de tu cuenta.',
    409: 'El estado actual no lo permite (ya hecho, agotado, vencido o fuera de plazo).',
    410: 'El enlace ya se usó o venció.',
    428: 'Hace falta resolver un desafío (prueba de trabajo) y repetir el pedido.',
    429: 'Demasiados intentos: esperá un momento y volvé a intentar.',
  } as Readonly<Record<number, string>>,
} as const;
