import type { InvitadoView, ListaEvento } from '@shared/api/guest-list';
import { MSG } from '@shared/messages';
import { LISTA_TEXT as T, RRPP_LISTA_TEXT } from '@shared/texts/guest-list';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { formatDia, formatHora, formatPesos } from '../../ui/format';
import { useQuitarInvitadoMutation } from './api';

/** "Free, hasta las 01:30" or "$ 3.000 en puerta". */
export const condicionesDe = (g: Pick<InvitadoView, 'modalidad' | 'precioPuerta' | 'hasta'>) =>
  [
    g.modalidad === 'free' ? T.condicionFree : T.condicionPrecio(formatPesos(g.precioPuerta)),
    g.hasta ? T.condicionHasta(formatHora(g.hasta)) : null,
  ]
    .filter(Boolean)
    .join(', ');

export const estadoDe = (g: Pick<InvitadoView, 'anulado' | 'ingresoAt'>) =>
  g.anulado ? T.quitado : g.ingresoAt ? T.ingreso(formatHora(g.ingresoAt)) : T.sinIngresar;

/** Every guest of the event by day and name; one not yet in can be withdrawn (for good). */
export function ListaTable({ lista }: { lista: ListaEvento }) {
  const [quitar, { isLoading }] = useQuitarInvitadoMutation();
  const [confirmando, setConfirmando] = useState<InvitadoView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const dia = new Map(lista.dias.map((d) => [d.idFecha, formatDia(d.inicio)]));

  const onConfirm = async () => {
    if (!confirmando) return;
    setError(null);
    setAviso(null);
    try {
      await quitar({ idInvitado: confirmando.idInvitado, idEvento: lista.idEvento }).unwrap();
      setAviso(T.quitadoAviso(confirmando.nombre));
    } catch (err) {
      if (![404, 409].includes(errorStatus(err) ?? 0))
        console.error('No se pudo quitar al invitado', err);
      setError(problemDetail(err, MSG.errorInterno));
    }
    setConfirmando(null);
  };

  const columns: TableColumnsType<InvitadoView> = [
    {
      title: T.nombre,
      key: 'nombre',
      // An RRPP's guest says whose list they are on, as the door does.
      render: (_, g) => (
        <>
          {g.nombre}
          {g.rrpp && (
            <span className="tag tag-accent lista-rrpp-tag">{RRPP_LISTA_TEXT.deLista(g.rrpp)}</span>
          )}
        </>
      ),
    },
    { title: T.correo, key: 'correo', render: (_, g) => g.email },
    { title: T.dia, key: 'dia', render: (_, g) => dia.get(g.idFecha) ?? '' },
    { title: T.tipo, key: 'tipo', render: (_, g) => g.dsTipo },
    { title: T.condiciones, key: 'condiciones', render: (_, g) => condicionesDe(g) },
    { title: T.estado, key: 'estado', render: (_, g) => estadoDe(g) },
    {
      title: T.acciones,
      key: 'acciones',
      render: (_, g) =>
        !g.anulado &&
        !g.ingresoAt && (
          <Button aria-label={T.quitarInvitado(g.nombre)} onClick={() => setConfirmando(g)}>
            {T.quitar}
          </Button>
        ),
    },
  ];

  return (
    <section className="lista-guests" aria-label={T.tabla}>
      <h2>{T.invitados}</h2>
      {lista.invitados.length === 0 ? (
        <p className="muted">{T.vacio}</p>
      ) : (
        <Table<InvitadoView>
          rowKey="idInvitado"
          columns={columns}
          dataSource={lista.invitados}
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
        title={T.quitar}
        okText={T.quitar}
        cancelText={T.cancelar}
        okButtonProps={{ danger: true, loading: isLoading }}
        onOk={() => void onConfirm()}
        onCancel={() => setConfirmando(null)}
      >
        <p>{confirmando ? T.quitarConfirmar(confirmando.nombre) : ''}</p>
      </Modal>
    </section>
  );
}
