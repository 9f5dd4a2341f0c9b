import { TERMS_TEXT as T } from '@shared/texts/admin-content';
import { useEffect, useRef, useState } from 'react';
import type { PdfHandle } from './pdf-render';

class FileStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

type ViewerState =
  { kind: 'loading' } | { kind: 'ready'; pdf: PdfHandle; width: number } | { kind: 'error' };

const MAX_WIDTH = 900;

interface Props {
  /** Absolute URL of the PDF file. */
  url: string;
  /** The file is gone (404): the caller may hold an outdated link. */
  onNotFound?: () => void;
}

/**
 * A PDF drawn page by page with pdf.js, which is downloaded only when this component mounts.
 * Each page is a canvas with its text beside it for screen readers.
 */
export function PdfViewer({ url, onNotFound }: Props) {
  const [state, setState] = useState<ViewerState>({ kind: 'loading' });
  const box = useRef<HTMLDivElement>(null);
  const notFound = useRef(onNotFound);
  useEffect(() => {
    notFound.current = onNotFound;
  });

  useEffect(() => {
    const controller = new AbortController();
    let pdf: PdfHandle | null = null;
    setState({ kind: 'loading' });
    (async () => {
      const response = await fetch(url, { signal: controller.signal });
      if (!response.ok) throw new FileStatusError(response.status);
      const data = new Uint8Array(await response.arrayBuffer());
      const { openPdf } = await import('./pdf-render');
      pdf = await openPdf(data);
      if (controller.signal.aborted) return;
      const width = Math.min(box.current?.clientWidth || MAX_WIDTH, MAX_WIDTH);
      setState({ kind: 'ready', pdf, width });
    })().catch((err: unknown) => {
      if (controller.signal.aborted) return;
      console.error('No se pudo mostrar el PDF', err);
      if (err instanceof FileStatusError && err.status === 404) notFound.current?.();
      setState({ kind: 'error' });
    });
    return () => {
      controller.abort();
      pdf?.destroy();
    };
  }, [url]);

  return (
    <div className="pdf-viewer" ref={box} aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' && (
        <p className="status-text" role="status">
          {T.cargandoPdf}
        </p>
      )}
      {state.kind === 'error' && (
        <p className="status-text" role="alert">
          {T.errorPdf}
        </p>
      )}
      {state.kind === 'ready' && (
        <ol className="pdf-pages" aria-label={T.documento}>
          {Array.from({ length: state.pdf.numPages }, (_, i) => (
            <PdfPage key={i} pdf={state.pdf} n={i + 1} width={state.width} />
          ))}
        </ol>
      )}
    </div>
  );
}

function PdfPage({ pdf, n, width }: { pdf: PdfHandle; n: number; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    if (canvas.current) {
      pdf.renderPage(n, canvas.current, width, controller.signal).catch((err: unknown) => {
        if (!controller.signal.aborted) console.error(`No se pudo dibujar la página ${n}`, err);
      });
    }
    pdf.pageText(n).then(
      (t) => !controller.signal.aborted && setText(t),
      () => undefined,
    );
    return () => controller.abort();
  }, [pdf, n, width]);

  const label = T.pagina(n, pdf.numPages);
  return (
    <li className="pdf-page">
      <canvas ref={canvas} className="pdf-canvas" aria-hidden="true" />
      <p className="pdf-page-number muted">{label}</p>
      {text && <div className="visually-hidden">{text}</div>}
    </li>
  );
}
