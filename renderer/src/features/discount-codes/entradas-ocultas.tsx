import { CODIGO_MSG as T, type EntradaOcultable } from '@shared/api/codigos';
import { MSG } from '@shared/messages';
import { Button, Table, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { formatFechaNumerica, formatPesos } from '../../ui/format';
import { QueryState } from '../../ui/status-text';
import { useGetEntradasOcultablesQuery, useOcultarEntradaMutation } from './api';

const C = T.columnasOcultas;
const TEXTS = { cargando: T.cargandoOcultas, error: T.errorOcultas, reintentar: T.reintentar };

/**
 * "Entradas ocultas" (issue 14): every ticket row of the event (day × type), whether the event
 * page shows it, and a button to hide it (sold only with an access code of its type) or show
 * it again.
 */
export function EntradasOcultas({ idEvento }: { idEvento: number }) {
  const id = useId();
  const query = useGetEntradasOcultablesQuery(idEvento, { refetchOnMountOrArgChange: true });
  const [ocultar, { isLoading }] = useOcultarEntradaMutation();
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);

  const toggle = async (e: EntradaOcultable) => {
    setError(null);
    setAviso(null);
    const dia = formatFechaNumerica(e.inicio);
    try {
      const hecho = await ocultar({ idEvento, idEntrada: e.idEntrada, oculta: !e.oculta }).unwrap();
      setAviso((hecho.oculta ? T.ocultaAviso : T.visibleAviso)(e.dsTipo, dia));
    } catch (err) {
      if (errorStatus(err) !== 404) console.error('No se pudo ocultar o mostrar la entrada', err);
      setError(problemDetail(err, MSG.errorInterno));
    }
  };

  const columns: TableColumnsType<EntradaOcultable> = [
    { title: C.dia, key: 'dia', render: (_, e) => formatFechaNumerica(e.inicio) },
    { title: C.tipo, key: 'tipo', render: (_, e) => e.dsTipo },
    { title: C.precio, key: 'precio', render: (_, e) => formatPesos(e.precio) },
    { title: C.estado, key: 'estado', render: (_, e) => (e.oculta ? T.oculta : T.visible) },
    {
      title: C.acciones,
      key: 'acciones',
      render: (_, e) => {
        const dia = formatFechaNumerica(e.inicio);
        return (
          <Button
            aria-label={(e.oculta ? T.mostrarDe : T.ocultarDe)(e.dsTipo, dia)}
            disabled={isLoading}
            onClick={() => void toggle(e)}
          >
            {e.oculta ? T.mostrar : T.ocultar}
          </Button>
        );
      },
    },
  ];

  return (
    <section className="codigos-card" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.ocultasTitulo}</h2>
      <p className="muted codigos-help">{T.ocultasAyuda}</p>
      <QueryState query={query} texts={TEXTS}>
        {(entradas) =>
          entradas.length === 0 ? (
            <p className="muted">{T.sinEntradasEvento}</p>
          ) : (
            <Table<EntradaOcultable>
              className="codigos-ocultas"
              rowKey="idEntrada"
              aria-label={T.tablaOcultas}
              columns={columns}
              dataSource={entradas}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          )
        }
      </QueryState>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      {aviso && <p role="status">{aviso}</p>}
    </section>
  );
}
