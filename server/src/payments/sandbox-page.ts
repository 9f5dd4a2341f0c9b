import { ORDEN_MSG } from '@shared/api/checkout';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f7;color:#1d1d1f;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0001}
h1{font-size:1.4rem;margin:0 0 .5rem}p{line-height:1.5}.total{font-size:1.6rem;font-weight:700;margin:1rem 0}
form{display:grid;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.8rem;border-radius:8px;border:0;cursor:pointer}
.aprobar{background:#1a7f37;color:#fff}.rechazar{background:#b42318;color:#fff}.pendiente{background:#e4e4e7;color:#1d1d1f}
.aviso{color:#52525b;font-size:.9rem}`;

/**
 * The sandbox checkout page: plain HTML with one form (no script), so it passes the CSP the
 * server sends everywhere. `message` replaces the buttons when there is nothing to decide.
 * `leaveUrl`: the way back without paying under the buttons (the order's failure URL, as
 * MercadoPago's "Volver al sitio"), where Pulso offers to continue or cancel (issue 15).
 */
export function sandboxPage(opts: {
  titulo: string;
  total: string;
  action: string;
  message?: string;
  backUrl?: string;
  leaveUrl?: string;
}): string {
  const body = opts.message
    ? `<p role="status">${escape(opts.message)}</p>${
        opts.backUrl
          ? `<p><a href="${escape(opts.backUrl)}">${ORDEN_MSG.sandboxVolver}</a></p>`
          : ''
      }`
    : `<form method="post" action="${escape(opts.action)}">
  <button class="aprobar" name="decision" value="aprobar">${ORDEN_MSG.sandboxAprobar}</button>
  <button class="rechazar" name="decision" value="rechazar">${ORDEN_MSG.sandboxRechazar}</button>
  <button class="pendiente" name="decision" value="pendiente">${ORDEN_MSG.sandboxPendiente}</button>
</form>${
        opts.leaveUrl
          ? `\n<p><a href="${escape(opts.leaveUrl)}">${ORDEN_MSG.sandboxVolverSinPagar}</a></p>`
          : ''
      }`;
  return `<!doctype html>
<html lang="es-AR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${ORDEN_MSG.sandboxTitulo} · Pulso</title><style>${STYLE}</style></head>
<body><main>
<h1>${ORDEN_MSG.sandboxTitulo}</h1>
<p class="aviso">${ORDEN_MSG.sandboxAviso}</p>
<p>${escape(opts.titulo)}</p>
<p>${ORDEN_MSG.sandboxTotal}</p><p class="total">${escape(opts.total)}</p>
${body}
</main></body></html>`;
}
