import type {
  crearReseniaSchema,
  nombreAsistenteSchema,
  ReseniaView,
  TicketCard,
  TicketDetalle,
} from '@shared/api/after-sale';
import type { OrdenView, TicketView } from '@shared/api/checkout';
import type { TransferenciaView, TransferirEntradaPayload } from '@shared/api/transfers';
import type { RevenderPayload, TicketReventa } from '@shared/api/waitlist';
import type { z } from 'zod';
import { baseApi } from '../../api/base-api';

const LIST = { type: 'Ticket' as const, id: 'LIST' };
/** The transfers the buyer sent (GET /Entrada/MisTransferencias). */
const SENT = { type: 'Ticket' as const, id: 'TRANSFERENCIAS' };

/** The buyer's tickets and the rating of a finished event (shared/api/after-sale.ts). */
export const ticketsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMisEntradas: build.query<TicketCard[], void>({
      query: () => '/Entrada/MisEntradas',
      transformResponse: (r: { entradas: TicketCard[] }) => r.entradas,
      providesTags: [LIST],
    }),
    getEntrada: build.query<TicketDetalle, number>({
      query: (idTicket) => ({ url: '/Entrada/GetEntrada', params: { idTicket } }),
      providesTags: (_r, _e, idTicket) => [{ type: 'Ticket', id: idTicket }],
    }),
    crearResenia: build.mutation<ReseniaView, z.input<typeof crearReseniaSchema>>({
      query: (body) => ({ url: '/Resenia/CrearResenia', method: 'POST', body }),
      // The ticket stops offering to rate; the party's ratings gain one.
      invalidatesTags: (_r, error) =>
        error ? [] : [{ type: 'Ticket' }, { type: 'Resenia', id: 'LIST' }],
    }),
    /** The whole order back after the event changed (POST /Orden/SolicitarReembolso). */
    solicitarReembolso: build.mutation<OrdenView, number>({
      query: (idOrden) => ({ url: '/Orden/SolicitarReembolso', method: 'POST', body: { idOrden } }),
      // Only the list: the ticket's own page is left at once (and reads itself again on a
      // later visit), so it never flashes "not found" while leaving.
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    /**
     * Who will use the ticket, or null to clear it (PUT /Entrada/NombreAsistente;
     * docs/decisions/0089-mesas-and-order-limits.md): its page and its card show the name.
     */
    nombrarAsistente: build.mutation<TicketView, z.output<typeof nombreAsistenteSchema>>({
      query: (body) => ({ url: '/Entrada/NombreAsistente', method: 'PUT', body }),
      invalidatesTags: (_r, error, { idTicket }) =>
        error ? [] : [{ type: 'Ticket', id: idTicket }, LIST],
    }),
    /** Transfers to a friend (issue 13; shared/api/transfers.ts). */
    getMisTransferencias: build.query<TransferenciaView[], void>({
      query: () => '/Entrada/MisTransferencias',
      transformResponse: (r: { enviadas: TransferenciaView[] }) => r.enviadas,
      providesTags: [SENT],
    }),
    transferirEntrada: build.mutation<TransferenciaView, TransferirEntradaPayload>({
      query: (body) => ({ url: '/Entrada/Transferir', method: 'POST', body }),
      // Received at once: the ticket is someone else's and its page is left (as after a refund,
      // it is not read again on the way out). Pending: the ticket's page shows the transfer.
      invalidatesTags: (r, error, { idTicket }) =>
        error || !r
          ? []
          : r.estado === 'aceptada'
            ? [LIST, SENT]
            : [{ type: 'Ticket', id: idTicket }, SENT],
    }),
    cancelarTransferencia: build.mutation<TransferenciaView, number>({
      query: (idTransferencia) => ({
        url: '/Entrada/CancelarTransferencia',
        method: 'POST',
        body: { idTransferencia },
      }),
      invalidatesTags: (r, error) =>
        error || !r ? [] : [{ type: 'Ticket', id: r.idTicket }, SENT],
    }),
    /** Resale at face value through the wait list (issue 13; shared/api/waitlist.ts). */
    revenderEntrada: build.mutation<TicketReventa, RevenderPayload>({
      query: (body) => ({ url: '/Entrada/Revender', method: 'POST', body }),
      // The ticket's page shows the listing; the list's card gets its label.
      invalidatesTags: (_r, error, { idTicket }) =>
        error ? [] : [{ type: 'Ticket', id: idTicket }, LIST],
    }),
    /** `idTicket` only names the ticket to read again: the route takes the listing's id. */
    cancelarReventa: build.mutation<TicketReventa, { idReventa: number; idTicket: number }>({
      query: ({ idReventa }) => ({
        url: '/Entrada/CancelarReventa',
        method: 'POST',
        body: { idReventa },
      }),
      invalidatesTags: (_r, error, { idTicket }) =>
        error ? [] : [{ type: 'Ticket', id: idTicket }, LIST],
    }),
  }),
});

export const {
  useGetMisEntradasQuery,
  useGetEntradaQuery,
  useCrearReseniaMutation,
  useSolicitarReembolsoMutation,
  useNombrarAsistenteMutation,
  useGetMisTransferenciasQuery,
  useTransferirEntradaMutation,
  useCancelarTransferenciaMutation,
  useRevenderEntradaMutation,
  useCancelarReventaMutation,
} = ticketsApi;

/** Asks for the list again (a payment was just confirmed). */
export const refreshMisEntradas = () => ticketsApi.util.invalidateTags([LIST]);
