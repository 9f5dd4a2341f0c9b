import { DOOR_MSG } from '@shared/api/door';
import { badRequest } from '../../plugins/problem';

/**
 * How far back each delta reaches before its cursor: a scan or a payment stamped just before
 * the previous answer but committed just after it is still sent. The device merges by tid,
 * so what arrives twice changes nothing.
 */
export const CURSOR_OVERLAP_MS = 10_000;

const PREFIX = 'v1.';

/** The cursor of an answer made at `at`: opaque to the device (base64url of the server time). */
export const encodeCursor = (at: Date) =>
  Buffer.from(`${PREFIX}${at.getTime()}`).toString('base64url');

/**
 * From when a delta must read: the cursor's time minus the overlap. 400 for anything the
 * server did not give (garbage, another format, a time still to come).
 */
export function sinceOf(cursor: string, now: Date): Date {
  const text = /^[A-Za-z0-9_-]{1,40}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  const match = /^v1\.(\d{1,15})$/.exec(text);
  const ms = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(ms) || ms > now.getTime() + CURSOR_OVERLAP_MS)
    throw badRequest(DOOR_MSG.cursorInvalido);
  return new Date(ms - CURSOR_OVERLAP_MS);
}
