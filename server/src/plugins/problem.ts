import { MSG } from '@shared/messages';

/**
 * An error a person can act on: becomes application/problem+json with a Spanish `detail`.
 * Services throw it; the error handler renders it.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: { title?: string; errors?: Record<string, string> } = {},
  ) {
    super(detail);
  }
}

export const notFound = (detail: string = MSG.noEncontrado) => new HttpProblem(404, detail);
export const forbidden = (detail: string = MSG.sinPermiso) => new HttpProblem(403, detail);
export const unauthorized = (detail: string = MSG.sesionVencida) => new HttpProblem(401, detail);
export const badRequest = (detail: string, errors?: Record<string, string>) =>
  new HttpProblem(400, detail, errors ? { errors } : {});
export const conflict = (detail: string) => new HttpProblem(409, detail);
