import type { ConfirmarCorreoPayload, CorreoConfirmado } from '@shared/api/email-confirmation';
import { baseApi } from './base-api';

/** E-mail confirmation (shared/api/email-confirmation.ts): its page, and the checkout's resend. */
export const emailConfirmationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmarCorreo: build.mutation<CorreoConfirmado, ConfirmarCorreoPayload>({
      query: (body) => ({ url: '/Usuario/ConfirmarCorreo', method: 'POST', body }),
    }),
    reenviarConfirmacion: build.mutation<void, void>({
      query: () => ({ url: '/Usuario/ReenviarConfirmacion', method: 'POST' }),
    }),
  }),
});

export const { useConfirmarCorreoMutation, useReenviarConfirmacionMutation } = emailConfirmationApi;
