import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DESAFIO_HEADER, DESAFIO_MSG, DESAFIO_STATUS } from '@shared/api/desafio';
import { HttpProblem } from '../../plugins/problem';
import {
  createDesafioService,
  type DesafioService,
  type DesafioSettings,
  type Verdict,
} from './desafio-service';

/** The counter remembering spent challenges (one key per challenge, until it expires). */
export const DESAFIO_USADOS = 'desafio-usado';

export interface Desafios extends DesafioService {
  /** The verdict on the request's challenge header (spending it when good). */
  deRequest(request: FastifyRequest): Promise<Verdict>;
  /** Refuses with 428 unless the request carries a good challenge (spending it). */
  exigir(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Proof-of-work challenges (docs/decisions/0076-hostile-users.md). */
    desafio: Desafios;
  }
}

/** The 428 asking the client to solve a challenge (shared/api/desafio.ts). */
export const desafioProblem = (verdict: Exclude<Verdict, 'ok'>) =>
  new HttpProblem(
    DESAFIO_STATUS,
    verdict === 'falta' ? DESAFIO_MSG.requerido : DESAFIO_MSG.invalido,
    {
      desafio: true,
    },
  );

/** Registered after the rate limits: spent challenges are kept in their store. */
export const desafioPlugin = fp(
  async (app: FastifyInstance, settings: DesafioSettings) => {
    // A little longer than a challenge lives, so a spent one is remembered until it expires.
    const used = app.attemptCounter(DESAFIO_USADOS, (settings.ttlSeconds + 60) * 1000);
    const service = createDesafioService(settings, used);
    const deRequest = (request: FastifyRequest) => {
      const header = request.headers[DESAFIO_HEADER];
      return service.verificar(typeof header === 'string' ? header : undefined);
    };
    app.decorate('desafio', {
      ...service,
      deRequest,
      async exigir(request: FastifyRequest) {
        const verdict = await deRequest(request);
        if (verdict !== 'ok') throw desafioProblem(verdict);
      },
    } satisfies Desafios);
  },
  { name: 'pulso-desafio', dependencies: ['pulso-rate-limit'] },
);
