import type { NoticiaView } from '@shared/api/discovery';
import { ROUTES, routePath } from '@shared/routes';
import { ADMIN_NEWS_TEXT as T } from '@shared/texts/admin-content';
import { NEWS_TEXT } from '@shared/texts/news-directions';
import { NEWS_MSG } from '@shared/validation/admin';
import { Button, Input, Modal, Space, Table } from 'antd';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { problemDetail } from '../../api/problem';
import { formatFechaLarga } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import { ResultDialog } from '../../ui/result-dialog';
import { useMediaQuery } from '../../ui/use-media-query';
import { useDeleteNoticiaMutation, useGetNoticiasAdminQuery } from './api';
import './admin-news.css';
import { filterNews } from './news-rules';
import { LoadingText } from '../../ui/status-text';

type Result = { texto: string; tipo: 'success' | 'error' };

/**
 * /modificar-eliminar-noticias: search by title, newest first; a table on wide
 * screens and cards on narrow ones; Edit, and Delete after a confirmation.
 */
export function AdminNoticiasPage() {
  const query = useGetNoticiasAdminQuery(undefined, { refetchOnMountOrArgChange: true });
  const [eliminar, eliminarState] = useDeleteNoticiaMutation();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<NoticiaView | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const wide = useMediaQuery('(min-width: 768px)');
  const navigate = useNavigate();
  const id = useId();
  const noticias = useMemo(() => filterNews(query.data ?? [], search), [query.data, search]);

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await eliminar(deleting.idNoticia).unwrap();
      setResult({ texto: NEWS_MSG.eliminada, tipo: 'success' });
    } catch (err) {
      console.error('No se pudo eliminar la noticia', err);
      setResult({ texto: NEWS_MSG.errorEliminar, tipo: 'error' });
    }
    setDeleting(null);
  };

  const actions = (n: NoticiaView) => (
    <Space wrap>
      <Button onClick={() => void navigate(routePath('editarNoticia', { id: n.idNoticia }))}>
        {T.editar}
      </Button>
      <Button danger onClick={() => setDeleting(n)}>
        {T.eliminar}
      </Button>
    </Space>
  );
  const image = (n: NoticiaView) => (
    <MediaImage url={n.imagen} alt="" width={320} className="admin-news-thumb" />
  );
  const date = (n: NoticiaView) => (
    <time dateTime={n.dtPublicado}>{formatFechaLarga(n.dtPublicado)}</time>
  );

  let list;
  if (query.isLoading) {
    list = <LoadingText>{T.cargando}</LoadingText>;
  } else if (query.isError && !query.data) {
    list = (
      <p className="status-text" role="alert">
        {NEWS_TEXT.error(problemDetail(query.error, NEWS_TEXT.errorGenerico))}
      </p>
    );
  } else if (noticias.length === 0) {
    list = <p className="empty-state muted">{query.data?.length ? T.sinResultados : T.vacio}</p>;
  } else if (wide) {
    list = (
      <Table<NoticiaView>
        rowKey="idNoticia"
        dataSource={noticias}
        pagination={false}
        columns={[
          { title: T.imagen, key: 'imagen', width: 140, render: (_, n) => image(n) },
          { title: T.tituloColumna, key: 'titulo', dataIndex: 'titulo' },
          { title: T.fecha, key: 'fecha', render: (_, n) => date(n) },
          { title: T.acciones, key: 'acciones', render: (_, n) => actions(n) },
        ]}
      />
    );
  } else {
    list = (
      <ul className="admin-news-cards" aria-label={T.resultado}>
        {noticias.map((n) => (
          <li key={n.idNoticia} className="admin-news-card">
            {image(n)}
            <div className="admin-news-card-body">
              <h2>{n.titulo}</h2>
              <p className="muted">{date(n)}</p>
              {actions(n)}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="page admin-news">
      <div className="admin-news-header">
        <h1>{T.titulo}</h1>
        <Link to={ROUTES.crearNoticia.path} className="btn btn-primary">
          {T.crear}
        </Link>
      </div>
      <div className="form-field admin-news-search">
        <label htmlFor={`${id}-buscar`}>{T.buscar}</label>
        <Input
          id={`${id}-buscar`}
          type="search"
          allowClear
          placeholder={T.buscarPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {list}

      <Modal
        open={deleting !== null}
        title={T.confirmarEliminar}
        okText={T.eliminar}
        cancelText={T.cancelar}
        okButtonProps={{ danger: true, loading: eliminarState.isLoading }}
        onOk={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? T.confirmarEliminarDetalle(deleting.titulo) : ''}</p>
      </Modal>
      <ResultDialog
        open={result !== null}
        title={T.resultado}
        okText={T.aceptar}
        onClose={() => setResult(null)}
      >
        <p role={result?.tipo === 'error' ? 'alert' : 'status'}>{result?.texto}</p>
      </ResultDialog>
    </section>
  );
}
