import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { Problem } from '@shared/api/session';

/** Errors as RTK Query hands them to components. */
export type ApiError = FetchBaseQueryError | SerializedError | undefined;

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function asProblem(data: unknown): Problem | null {
  if (typeof data !== 'object' || data === null) return null;
  const p = data as Partial<Problem>;
  return typeof p.detail === 'string' || typeof p.title === 'string' ? (p as Problem) : null;
}

/** HTTP status of a failed call, or null when the server was not reached (network, CORS). */
export function errorStatus(error: unknown): number | null {
  if (!isFetchError(error)) return null;
  if (typeof error.status === 'number') return error.status;
  // A non-JSON error body (a proxy's 502 page, say) still carries its status.
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
}

/** The Spanish `detail` of a problem+json answer, or the fallback when there is none. */
export function problemDetail(error: unknown, fallback: string): string {
  if (!isFetchError(error) || typeof error.status !== 'number') return fallback;
  const detail = asProblem(error.data)?.detail;
  return detail && detail.trim() ? detail : fallback;
}

/** Per-field messages of a 400 problem (`errors: {field: message}`). */
export function problemFieldErrors(error: unknown): Record<string, string> {
  if (!isFetchError(error) || typeof error.status !== 'number') return {};
  const errors = asProblem(error.data)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}
