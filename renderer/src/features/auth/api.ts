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
    login: build.mutation<LoginResponse, LoginPayload>({
      query: (body) => ({ url: '/Security/Login', method: 'POST', body }),
    }),
    googleLogin: build.mutation<LoginResponse, GoogleLoginPayload>({
      query: (body) => ({ url: '/Security/Google', method: 'POST', body }),
    }),
    createUsuario: build.mutation<{ idUsuario: number }, CreateUsuarioPayload>({
      query: (body) => ({ url: '/Usuario/CreateUsuario', method: 'POST', body }),
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
