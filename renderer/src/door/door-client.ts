import type {
  CrearCuentaInvitacion,
  EscaneoRespuesta,
  Escaneo,
  InvitacionVista,
  PuertaCambios,
  PuertaEventos,
  PuertaLoginRespuesta,
  PuertaSnapshot,
  PuertaUsuario,
} from '@shared/api/door';
import type { Problem } from '@shared/api/session';
import type {
  AbrirCajaPayload,
  BoleteriaDia,
  Caja,
  CerrarCajaPayload,
  CobrarQrPayload,
  CobroQr,
  PedirCupoPayload,
  VenderPayload,
  VentasRegistradas,
} from '@shared/api/boleteria';
import { MSG } from '@shared/messages';

/** A failed door call: status null when the server was not reached (offline, timeout). */
export class DoorApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** The server asks for a proof-of-work challenge (shared/api/desafio.ts). */
    readonly desafio = false,
  ) {
    super(message);
    this.name = 'DoorApiError';
  }
}

export const isOffline = (error: unknown) =>
  error instanceof DoorApiError && (error.status === null || error.status >= 500);

/** A scan waits this long for the server before the device decides on its own. */
export const SCAN_TIMEOUT_MS = 2_500;
const CALL_TIMEOUT_MS = 15_000;

interface CallOptions {
  params?: Record<string, string | number>;
  body?: unknown;
  timeoutMs?: number;
  /** Without the session (sign-in, activation). */
  anonymous?: boolean;
  /** Extra request headers (a solved challenge, ui/desafio). */
  headers?: Record<string, string>;
}

/** The door's API (shared/api/door.ts) over fetch: the door app carries no RTK store. */
export function createDoorClient(apiBase: string, getToken: () => Promise<string | null>) {
  async function call<T>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}): Promise<T> {
    const url = new URL(`${apiBase}${path}`, window.location.href);
    for (const [k, v] of Object.entries(opts.params ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const token = opts.anonymous ? null : await getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? CALL_TIMEOUT_MS),
        cache: 'no-store',
      });
    } catch {
      throw new DoorApiError(null, MSG.errorConexion);
    }
    if (res.status === 204) return undefined as T;
    const data: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const detail = (data as Partial<Problem> | null)?.detail;
      const desafio = (data as { desafio?: unknown } | null)?.desafio === true;
      throw new DoorApiError(
        res.status,
        typeof detail === 'string' ? detail : MSG.errorInterno,
        desafio,
      );
    }
    return data as T;
  }

  return {
    login: (usuario: string, pass: string, headers?: Record<string, string>) =>
      call<PuertaLoginRespuesta>('POST', '/Puerta/Login', {
        body: { usuario, pass },
        anonymous: true,
        headers,
      }),
    logout: () => call<void>('POST', '/Puerta/Logout'),
    yo: () => call<{ usuario: PuertaUsuario }>('GET', '/Puerta/Yo'),
    activar: (token: string, pass: string) =>
      call<void>('POST', '/Puerta/Activar', { body: { token, pass }, anonymous: true }),
    // The invitation link's page (docs/decisions/0076-hostile-users.md).
    invitacion: (token: string) =>
      call<InvitacionVista>('GET', '/Puerta/Invitacion', {
        params: { Token: token },
        anonymous: true,
      }),
    aceptarInvitacion: (token: string) =>
      call<{ idEvento: number }>('POST', '/Puerta/Invitacion/Aceptar', { body: { token } }),
    crearCuentaInvitacion: (body: CrearCuentaInvitacion) =>
      call<PuertaLoginRespuesta>('POST', '/Puerta/Invitacion/Crear', { body, anonymous: true }),
    eventos: () => call<PuertaEventos>('GET', '/Puerta/Eventos'),
    snapshot: (idFecha: number) =>
      call<PuertaSnapshot>('GET', '/Puerta/Snapshot', { params: { IdFecha: idFecha } }),
    cambios: (idFecha: number, desde: string) =>
      call<PuertaCambios>('GET', '/Puerta/Cambios', { params: { IdFecha: idFecha, Desde: desde } }),
    escanear: (escaneo: Escaneo) =>
      call<EscaneoRespuesta>('POST', '/Puerta/Escanear', {
        body: escaneo,
        timeoutMs: SCAN_TIMEOUT_MS,
      }),
    // The box office (docs/decisions/0094-box-office.md).
    boleteriaDia: (idFecha: number) =>
      call<BoleteriaDia>('GET', '/Boleteria/Dia', { params: { IdFecha: idFecha } }),
    abrirCaja: (body: AbrirCajaPayload) => call<Caja>('POST', '/Boleteria/AbrirCaja', { body }),
    pedirCupo: (body: PedirCupoPayload) => call<Caja>('POST', '/Boleteria/Cupo', { body }),
    vender: (body: VenderPayload) => call<VentasRegistradas>('POST', '/Boleteria/Vender', { body }),
    cerrarCaja: (body: CerrarCajaPayload) => call<Caja>('POST', '/Boleteria/CerrarCaja', { body }),
    cobrarQr: (body: CobrarQrPayload) => call<CobroQr>('POST', '/Boleteria/CobrarQr', { body }),
    cobro: (idOrden: number) =>
      call<CobroQr>('GET', '/Boleteria/Cobro', { params: { IdOrden: idOrden } }),
    sincronizar: (escaneos: Escaneo[]) =>
      call<{ resultados: EscaneoRespuesta[] }>('POST', '/Puerta/Sincronizar', {
        body: { escaneos },
      }),
  };
}

export type DoorClient = ReturnType<typeof createDoorClient>;
