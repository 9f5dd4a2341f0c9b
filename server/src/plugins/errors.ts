import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, PROBLEM_TEXT } from '@shared/messages';
import { HttpProblem, type ProblemExtra } from './problem';

export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  extra: ProblemExtra = {},
) {
  return reply
    .code(status)
    .type('application/problem+json; charset=utf-8')
    .send({
      title: extra.title ?? PROBLEM_TEXT.titulos[status] ?? PROBLEM_TEXT.titulo,
      status,
      detail,
      ...(extra.errors ? { errors: extra.errors } : {}),
      ...(extra.desafio ? { desafio: true } : {}),
    });
}

/** Every error leaves as problem+json; nothing a user can send becomes a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem)
      return sendProblem(reply, error.status, error.detail, error.extra);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue
          ?.path;
        const key =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || zodPath?.join('.') || '_';
        errors[key] ??= issue.message ?? MSG.datosInvalidos;
      }
      const [field, message] = Object.entries(errors)[0] ?? ['_', MSG.datosInvalidos];
      // A bad query or path parameter names itself: the caller is a program, not a form.
      const inUrl = ['querystring', 'params'].includes(error.validationContext ?? '');
      const detail = inUrl && field !== '_' ? PROBLEM_TEXT.parametro(field, message) : message;
      return sendProblem(reply, 400, detail, { errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendProblem(reply, 429, MSG.demasiadosIntentos);
    if (status >= 400 && status < 500) return sendProblem(reply, status, MSG.datosInvalidos);
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, MSG.errorInterno);
  });
});
