import type { TransferenciaPublica } from '@shared/api/transfers';
import { baseApi } from '../../api/base-api';

/** Receiving a ticket sent by e-mail (issue 13; shared/api/transfers.ts). */
export const transfersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Public: the link works before signing in. */
    getTransferencia: build.query<TransferenciaPublica, string>({
      query: (token) => ({ url: '/Transferencia/Ver', params: { token } }),
    }),
    aceptarTransferencia: build.mutation<{ idTicket: number }, string>({
      query: (token) => ({ url: '/Transferencia/Aceptar', method: 'POST', body: { token } }),
      // The ticket joins the account's list.
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Ticket', id: 'LIST' }]),
    }),
  }),
});

export const { useGetTransferenciaQuery, useAceptarTransferenciaMutation } = transfersApi;
