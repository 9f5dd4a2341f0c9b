import type {
  OrdenPendiente,
  OrdenPendienteView,
  OrdenView,
  ReintentarPagoPayload,
} from '@shared/api/checkout';
import { ADMISION_HEADER } from '@shared/api/fila-virtual';
import type { RetornoPago } from '@shared/routes';
import { admissionHeader } from '../lib/admission';
import { baseApi } from './base-api';

/** The pending purchase of an event, with when its hold ends on this device's clock. */
export type PendienteConPlazo = { orden: OrdenPendiente; deadline: number } | null;

const pendienteTag = (idEvento: number) => ({
  type: 'Orden' as const,
  id: `pendiente-${idEvento}`,
});

/**
 * GET /Orden/GetOrden: the buyer's order. The checkout (desktop, while paying in the browser)
 * and the tickets list (back from the payment page) both follow it until it is paid. Also the
 * account's pending purchase of an event and letting it go (issue 15), which /comprar and the
 * order's page offer.
 */
export const ordenesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrden: build.query<OrdenView, number>({
      query: (idOrden) => ({ url: '/Orden/GetOrden', params: { idOrden } }),
      providesTags: (_r, _e, idOrden) => [{ type: 'Orden', id: idOrden }],
    }),
    getOrdenPendiente: build.query<PendienteConPlazo, { idEvento: number; retorno: RetornoPago }>({
      query: ({ idEvento, retorno }) => ({
        url: '/Orden/GetOrdenPendiente',
        params: { idEvento, ...(retorno === 'desktop' ? { retorno } : {}) },
      }),
      // The countdown runs from the server's figure, counted from the answer's arrival.
      transformResponse: (r: OrdenPendienteView) =>
        r.orden ? { orden: r.orden, deadline: Date.now() + r.orden.restanteMs } : null,
      providesTags: (_r, _e, { idEvento }) => [pendienteTag(idEvento)],
    }),
    cancelarPendiente: build.mutation<OrdenView, { idOrden: number }>({
      query: (body) => ({ url: '/Orden/CancelarPendiente', method: 'POST', body }),
      // Its stock is back on sale: the event page and any view of the order ask again.
      invalidatesTags: (r, error, { idOrden }) =>
        error || !r
          ? []
          : [
              { type: 'Orden', id: idOrden },
              pendienteTag(r.idEvento),
              { type: 'Evento', id: r.idEvento },
            ],
    }),
    /**
     * A rejected payment tried again (no dead end): a new order of the same purchase. `idFechas`
     * carry this tab's virtual-queue admissions for high-demand days, as CrearOrden's do.
     */
    reintentarPago: build.mutation<
      OrdenView,
      ReintentarPagoPayload & { idFechas: ReadonlyArray<number> }
    >({
      query: ({ idFechas, ...body }) => {
        const admision = admissionHeader(idFechas);
        return {
          url: '/Orden/ReintentarPago',
          method: 'POST',
          headers: admision ? { [ADMISION_HEADER]: admision } : {},
          body,
        };
      },
      invalidatesTags: (r, error) =>
        error || !r ? [] : [pendienteTag(r.idEvento), { type: 'Evento', id: r.idEvento }],
    }),
  }),
});

export const {
  useGetOrdenQuery,
  useGetOrdenPendienteQuery,
  useCancelarPendienteMutation,
  useReintentarPagoMutation,
} = ordenesApi;

/** How often a pending order is asked about while the buyer waits. */
export const ORDEN_POLL_MS = 2000;
