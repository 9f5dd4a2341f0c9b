import { CODIGO_MSG as T, type CodigoView } from '@shared/api/codigos';
import { MSG } from '@shared/messages';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { useDesactivarCodigoMutation, useTiposDelEvento } from './api';
import { entradasDe, estadoDe, tipoDe, usosDe, valorDe, vigenciaDe } from './codigo-cells';

const C = T.columnas;

/**
 * The event's codes, newest first, their ticket types named as the event names them; an active
 * one can be deactivated (for good).
 */
export function CodigosTable({
  idEvento,
  codigos,
}: {
  idEvento: number;
  codigos: ReadonlyArray<CodigoView>;
}) {
  const [desactivar, { isLoading }] = useDesactivarCodigoMutation();
  const tipos = useTiposDelEvento(idEvento);
  const [confirmando, setConfirmando] = useState<CodigoView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);

  const onConfirm = async () => {
    if (!confirmando) return;
    setError(null);
    setAviso(null);
    try {
      await desactivar({ idCodigo: confirmando.idCodigo, idEvento: confirmando.idEvento }).unwrap();
      setAviso(T.desactivadoAviso(confirmando.codigo));
    } catch (err) {
      if (errorStatus(err) !== 404) console.error('No se pudo desactivar el código', err);
      setError(problemDetail(err, MSG.errorInterno));
    }
    setConfirmando(null);
  };

  const columns: TableColumnsType<CodigoView> = [
    {
      title: C.codigo,
      key: 'codigo',
      render: (_, c) => (
        <>
          <strong>{c.codigo}</strong>
          {c.rrpp && <span className="muted codigos-rrpp"> {T.deRrpp(c.rrpp)}</span>}
        </>
      ),
    },
    { title: C.tipo, key: 'tipo', render: (_, c) => tipoDe(c) },
    { title: C.valor, key: 'valor', render: (_, c) => valorDe(c) },
    { title: C.usos, key: 'usos', render: (_, c) => usosDe(c) },
    { title: C.vigencia, key: 'vigencia', render: (_, c) => vigenciaDe(c) },
    { title: C.entradas, key: 'entradas', render: (_, c) => entradasDe(c, tipos) },
    { title: C.estado, key: 'estado', render: (_, c) => estadoDe(c) },
    {
      title: C.acciones,
      key: 'acciones',
      render: (_, c) =>
        c.activo && (
          <Button aria-label={T.desactivarCodigo(c.codigo)} onClick={() => setConfirmando(c)}>
            {T.desactivar}
          </Button>
        ),
    },
  ];

  return (
    <>
      {codigos.length === 0 ? (
        <p className="muted">{T.sinCodigos}</p>
      ) : (
        <Table<CodigoView>
          rowKey="idCodigo"
          aria-label={T.tabla}
          columns={columns}
          dataSource={[...codigos]}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      {aviso && <p role="status">{aviso}</p>}
      <Modal
        open={confirmando !== null}
        title={T.desactivar}
        okText={T.desactivar}
        cancelText={T.cancelar}
        okButtonProps={{ danger: true, loading: isLoading }}
        onOk={() => void onConfirm()}
        onCancel={() => setConfirmando(null)}
      >
        <p>{confirmando ? T.confirmarDesactivar(confirmando.codigo) : ''}</p>
      </Modal>
    </>
  );
}
