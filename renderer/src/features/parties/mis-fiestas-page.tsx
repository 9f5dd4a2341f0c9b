import type { FiestaView } from '@shared/api/organiser';
import { ROUTES } from '@shared/routes';
import { PARTIES_TEXT as T } from '@shared/texts/organiser';
import { FIESTA_MSG } from '@shared/validation/evento';
import { Button, Input, Modal, Space, Table } from 'antd';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import {
  useCrearFiestaMutation,
  useDeleteFiestaMutation,
  useGetMisFiestasQuery,
  useUpdateFiestaMutation,
} from '../../api/organiser-api';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { fiestaNombreError } from './party-rules';
import './parties.css';

/**
 * A 409 carries the duplicate text; a 400 its Spanish detail. Other failures are only logged
 * (docs/architecture.md, "Where each rule lives"), so they give no text.
 */
function serverError(err: unknown, what: string): string | null {
  const status = errorStatus(err);
  if (status === 409) return problemDetail(err, FIESTA_MSG.duplicada);
  if (status === 400) return problemDetail(err, FIESTA_MSG.nombre);
  console.error(what, err);
  return null;
}

const reseniasPath = (idFiesta: number) =>
  `${ROUTES.reseniasDeLaFiesta.path}?idFiesta=${encodeURIComponent(idFiesta)}`;

/**
 * /mis-fiestas-recurrentes (docs/architecture.md, "Where each rule lives"): add, list by name, edit
 * inline, delete.
 */
export function MisFiestasPage() {
  const user = useAppSelector(selectUser);
  const query = useGetMisFiestasQuery(user?.id ?? 0, { skip: !user });
  const fiestas = query.data ?? [];
  const [crear, crearState] = useCrearFiestaMutation();
  const [actualizar, actualizarState] = useUpdateFiestaMutation();
  const [eliminar, eliminarState] = useDeleteFiestaMutation();
  const [nombre, setNombre] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ idFiesta: number; nombre: string } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FiestaView | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar las fiestas', query.error);
  }, [query.error]);

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const error = fiestaNombreError(nombre, fiestas);
    setAddError(error);
    if (error) return;
    try {
      await crear({ nombre: nombre.trim() }).unwrap();
      setNombre('');
      setStatus(T.agregada);
    } catch (err) {
      setAddError(serverError(err, 'No se pudo crear la fiesta'));
    }
  };

  const onSaveEdit = async () => {
    if (!editing) return;
    setStatus(null);
    const error = fiestaNombreError(editing.nombre, fiestas, editing.idFiesta);
    setEditError(error);
    if (error) return;
    try {
      await actualizar({ idFiesta: editing.idFiesta, nombre: editing.nombre.trim() }).unwrap();
      setEditing(null);
      setStatus(T.actualizada);
    } catch (err) {
      setEditError(serverError(err, 'No se pudo actualizar la fiesta'));
    }
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    setStatus(null);
    try {
      await eliminar(deleting.idFiesta).unwrap();
      setStatus(T.eliminada);
    } catch (err) {
      console.error('No se pudo eliminar la fiesta', err);
    }
    setDeleting(null);
  };

  const columns = [
    {
      title: T.fiesta,
      key: 'nombre',
      render: (_: unknown, f: FiestaView) =>
        editing?.idFiesta === f.idFiesta ? (
          <div className="party-edit">
            <Input
              aria-label={T.editarNombre(f.dsNombre)}
              value={editing.nombre}
              maxLength={120}
              autoFocus
              onChange={(e) => setEditing({ idFiesta: f.idFiesta, nombre: e.target.value })}
              onPressEnter={() => void onSaveEdit()}
            />
            {editError && (
              <p className="inline-error" role="alert">
                {editError}
              </p>
            )}
          </div>
        ) : (
          f.dsNombre
        ),
    },
    {
      title: T.resenias,
      key: 'resenias',
      render: (_: unknown, f: FiestaView) => (
        <Link to={reseniasPath(f.idFiesta)} aria-label={`${T.verResenias} de ${f.dsNombre}`}>
          {T.verResenias}
        </Link>
      ),
    },
    {
      title: T.acciones,
      key: 'acciones',
      render: (_: unknown, f: FiestaView) =>
        editing?.idFiesta === f.idFiesta ? (
          <Space>
            <Button
              type="primary"
              loading={actualizarState.isLoading}
              onClick={() => void onSaveEdit()}
            >
              {T.guardar}
            </Button>
            <Button
              onClick={() => {
                setEditing(null);
                setEditError(null);
              }}
            >
              {T.cancelar}
            </Button>
          </Space>
        ) : (
          <Space>
            <Button
              aria-label={T.editarDe(f.dsNombre)}
              onClick={() => {
                setEditing({ idFiesta: f.idFiesta, nombre: f.dsNombre });
                setEditError(null);
              }}
            >
              {T.editar}
            </Button>
            <Button danger aria-label={T.eliminarDe(f.dsNombre)} onClick={() => setDeleting(f)}>
              {T.eliminar}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <section className="page page-narrow parties">
      <h1>{T.titulo}</h1>
      <p className="muted">{T.explicacion}</p>

      <form className="party-add" noValidate onSubmit={(e) => void onAdd(e)}>
        <label htmlFor={`${id}-nombre`}>{T.nombre}</label>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id={`${id}-nombre`}
            value={nombre}
            maxLength={120}
            status={addError ? 'error' : undefined}
            onChange={(e) => {
              setNombre(e.target.value);
              setAddError(null);
            }}
          />
          <Button type="primary" htmlType="submit" loading={crearState.isLoading}>
            {T.agregar}
          </Button>
        </Space.Compact>
        {addError && (
          <p className="inline-error" role="alert">
            {addError}
          </p>
        )}
      </form>
      <p className="visually-hidden" role="status">
        {status ?? ''}
      </p>

      {query.isLoading ? (
        <p className="status-text" role="status">
          {T.cargando}
        </p>
      ) : query.isError && !query.data ? (
        <p className="status-text" role="alert">
          {T.error}
        </p>
      ) : (
        <Table<FiestaView>
          rowKey="idFiesta"
          columns={columns}
          dataSource={fiestas}
          pagination={false}
          locale={{ emptyText: T.vacio }}
        />
      )}

      <Modal
        open={deleting !== null}
        title={T.confirmarEliminar}
        okText={T.eliminar}
        cancelText={T.cancelar}
        okButtonProps={{ danger: true, loading: eliminarState.isLoading }}
        onOk={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? T.confirmarEliminarDetalle(deleting.dsNombre) : ''}</p>
      </Modal>
    </section>
  );
}
