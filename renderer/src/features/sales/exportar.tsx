import type { ExportFormato } from '@shared/api/exports';
import { EXPORT_TEXT as T, exportFileName } from '@shared/texts/exports';
import { useId, useState } from 'react';
import { downloadFile } from '../../api/download-file';
import { getPlatform } from '../../platform';

interface Exportacion {
  path: string;
  hoja: 'asistentes' | 'ordenes';
  formato: ExportFormato;
  label: string;
}

const EXPORTACIONES: ReadonlyArray<Exportacion> = [
  {
    path: '/Evento/ExportarAsistentes',
    hoja: 'asistentes',
    formato: 'csv',
    label: T.asistentesCsv,
  },
  {
    path: '/Evento/ExportarAsistentes',
    hoja: 'asistentes',
    formato: 'xlsx',
    label: T.asistentesXlsx,
  },
  { path: '/Evento/ExportarOrdenes', hoja: 'ordenes', formato: 'csv', label: T.ordenesCsv },
  { path: '/Evento/ExportarOrdenes', hoja: 'ordenes', formato: 'xlsx', label: T.ordenesXlsx },
];

type Estado = { kind: 'guardado'; name: string } | { kind: 'error' } | null;

/**
 * "Exportar" on /entradas-vendidas/{idEvento} (issue 14): the event's attendees and orders as
 * CSV or Excel. The web hands the file to the browser's downloads; the desktop asks where to
 * save it and says so once written (a cancelled dialog says nothing).
 */
export function ExportarSection({ idEvento }: { idEvento: number }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [estado, setEstado] = useState<Estado>(null);

  const exportar = async (e: Exportacion) => {
    setBusy(true);
    setEstado(null);
    try {
      const result = await downloadFile(
        e.path,
        { IdEvento: idEvento, Formato: e.formato },
        exportFileName(e.hoja, idEvento, e.formato),
      );
      if (result.status === 'saved' && getPlatform().target === 'desktop')
        setEstado({ kind: 'guardado', name: result.name });
    } catch (err) {
      console.error('No se pudo exportar', err);
      setEstado({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="sales-export" aria-labelledby={`${id}-exportar`} aria-busy={busy}>
      <h2 id={`${id}-exportar`}>{T.titulo}</h2>
      <p className="muted">{T.explicacion}</p>
      <div className="sales-export-actions">
        {EXPORTACIONES.map((e) => (
          <button
            key={e.label}
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void exportar(e)}
          >
            {e.label}
          </button>
        ))}
      </div>
      {estado?.kind === 'error' && (
        <p className="inline-error" role="alert">
          {T.error}
        </p>
      )}
      {estado?.kind === 'guardado' && <p role="status">{T.guardado(estado.name)}</p>}
    </section>
  );
}
