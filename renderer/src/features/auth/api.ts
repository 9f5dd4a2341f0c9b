import type { LoginResponse } from '@shared/api/session';
import type {
  CreateUsuarioPayload,
  GoogleLoginPayload,
  LoginPayload,
} from '@shared/validation/auth';
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
  }),
});

export const { useLoginMutation, useGoogleLoginMutation, useCreateUsuarioMutation } = authApi;
