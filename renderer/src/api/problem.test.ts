import { describe, expect, it } from 'vitest';
import { errorStatus, problemDetail, problemFieldErrors } from './problem';

describe('problem helpers', () => {
  const problem = {
    status: 400,
    data: {
      title: 'Bad',
      status: 400,
      detail: 'Revisá los datos.',
      errors: { dni: 'DNI inválido' },
    },
  };

  it('reads the Spanish detail and the field errors', () => {
    expect(problemDetail(problem, 'fallback')).toBe('Revisá los datos.');
    expect(problemFieldErrors(problem)).toEqual({ dni: 'DNI inválido' });
    expect(errorStatus(problem)).toBe(400);
  });

  it('falls back when the server was not reached or sent no problem', () => {
    const network = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(problemDetail(network, 'Error de conexión')).toBe('Error de conexión');
    expect(errorStatus(network)).toBeNull();
    expect(problemDetail({ status: 500, data: null }, 'x')).toBe('x');
    expect(problemFieldErrors(undefined)).toEqual({});
  });

  it('keeps the status of a non-JSON error page', () => {
    expect(
      errorStatus({ status: 'PARSING_ERROR', originalStatus: 429, data: '<html>', error: '' }),
    ).toBe(429);
  });
});
