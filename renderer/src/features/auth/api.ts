import type { LoginResponse } from '@shared/api/session';
import type {
  CreateUsuarioPayload,
  GoogleLoginPayload,
  LoginPayload,
} from '@shared/validation/auth';
import type {
  RecuperarPasswordPayload,
  RestablecerPasswordPayload,
} from '@shared/validation/profile';
import { baseApi } from '../../api/base-api';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `headers`: a solved challenge after failed attempts (ui/desafio).
    login: build.mutation<LoginResponse, LoginPayload & { headers?: Record<string, string> }>({
      query: ({ headers, ...body }) => ({ url: '/Security/Login', method: 'POST', body, headers }),
    }),
    googleLogin: build.mutation<LoginResponse, GoogleLoginPayload>({
      query: (body) => ({ url: '/Security/Google', method: 'POST', body }),
    }),
    createUsuario: build.mutation<
      { idUsuario: number },
      CreateUsuarioPayload & { headers?: Record<string, string> }
    >({
      query: ({ headers, ...body }) => ({
        url: '/Usuario/CreateUsuario',
        method: 'POST',
        body,
        headers,
      }),
    }),
    recuperarPassword: build.mutation<void, RecuperarPasswordPayload>({
      query: (body) => ({ url: '/Usuario/RecuperarPassword', method: 'POST', body }),
    }),
    restablecerPassword: build.mutation<void, RestablecerPasswordPayload>({
      query: (body) => ({ url: '/Usuario/RestablecerPassword', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useGoogleLoginMutation,
  useCreateUsuarioMutation,
  useRecuperarPasswordMutation,
  useRestablecerPasswordMutation,
} = authApi;
