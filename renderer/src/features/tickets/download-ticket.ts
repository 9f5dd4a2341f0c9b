import { getPlatform } from '../../platform';

/**
 * GET /Entrada/Descargar with the session's token, saved as entrada-<id>.pdf. A blob and an
 * <a download> work the same on the web and in the desktop window (whose API is another
 * origin, so a plain link would carry no token).
 */
export async function downloadTicket(idTicket: number): Promise<void> {
  const platform = getPlatform();
  const token = await platform.getToken();
  const url = `${platform.apiBase.replace(/\/+$/, '')}/Entrada/Descargar?idTicket=${encodeURIComponent(idTicket)}`;
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Descargar entrada: HTTP ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = `entrada-${idTicket}.pdf`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
