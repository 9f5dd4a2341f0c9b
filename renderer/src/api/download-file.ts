import type { SaveResult } from '@shared/platform';
import { getPlatform } from '../platform';

/**
 * A file the API answers (GET `path` with `params`), fetched with the session's token and
 * handed to the platform to keep: the browser's download on the web, the native save dialog on
 * the desktop. A plain link would carry no token, and on the desktop the API is another origin.
 * Named as the server's Content-Disposition says, else `fallbackName`. Throws when the server
 * refuses; answers whether the person saved it or cancelled the dialog.
 */
export async function downloadFile(
  path: string,
  params: Record<string, string | number>,
  fallbackName: string,
): Promise<SaveResult> {
  const platform = getPlatform();
  const token = await platform.getToken();
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const base = platform.apiBase.replace(/\/+$/, '');
  const url = `${base}/${path.replace(/^\/+/, '')}${String(query) ? `?${query}` : ''}`;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return platform.saveFile({
    suggestedName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName,
    bytes,
    mime: mimeOf(response.headers.get('content-type')),
  });
}

/** `attachment; filename="asistentes-12.csv"` -> asistentes-12.csv (plain names only). */
export function fileNameOf(disposition: string | null): string | null {
  const name = disposition && /filename="([^"/\\]+)"/i.exec(disposition)?.[1];
  return name && !name.startsWith('.') ? name : null;
}

/** `text/csv; charset=utf-8` -> text/csv */
const mimeOf = (contentType: string | null) =>
  contentType?.split(';')[0]?.trim() || 'application/octet-stream';
