import { SETTLEMENT_TEXT as T } from '@shared/texts/settlement';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../api/download-file';
import { getPlatform } from '../../platform';

type Estado = { kind: 'guardado'; name: string } | { kind: 'error' } | null;

/**
 * "Descargar PDF": the server draws the settlement (GET /Evento/DescargarLiquidacion); the web
 * hands it to the browser's downloads, the desktop asks where to save it and says so once
 * written (a cancelled dialog says nothing).
 */
export function DescargarPdf({ idEvento }: { idEvento: number }) {
  const [busy, setBusy] = useState(false);
  const [estado, setEstado] = useState<Estado>(null);

  const descargar = async () => {
    setBusy(true);
    setEstado(null);
    try {
      const result = await downloadFile(
        '/Evento/DescargarLiquidacion',
        { IdEvento: idEvento },
        T.pdf.archivo(idEvento),
      );
      if (result.status === 'saved' && getPlatform().target === 'desktop')
        setEstado({ kind: 'guardado', name: result.name });
    } catch (err) {
      console.error('No se pudo descargar la liquidación', err);
      setEstado({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="settlement-download">
      <Button type="primary" loading={busy} onClick={() => void descargar()}>
        {busy ? T.descargando : T.descargar}
      </Button>
      {estado?.kind === 'error' && (
        <p className="inline-error" role="alert">
          {T.errorDescarga}
        </p>
      )}
      {estado?.kind === 'guardado' && <p role="status">{T.guardado(estado.name)}</p>}
    </div>
  );
}
