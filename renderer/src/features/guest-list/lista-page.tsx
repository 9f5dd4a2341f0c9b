import { LISTA_TEXT as T } from '@shared/texts/guest-list';
import { OwnEventPage, useEventoIdParam } from '../../ui/own-event-page';
import { useGetListaQuery } from './api';
import { ListaForm } from './lista-form';
import { ListaTable } from './lista-table';
import { ListasRrppSection } from './listas-rrpp-section';
import './lista.css';

/**
 * /lista/{eventoId} (issue 14): the event's guest list — add guests per day (free or with a
 * door price, with an optional deadline hour), see who got in, withdraw one not yet in. Each
 * guest gets a signed ticket by mail. Others' events do not exist for the organiser (404).
 * The productora's RRPP get lists of their own per day (ListasRrppSection), and the guests
 * table says whose list each of their guests is on.
 */
export function ListaPage() {
  const { idEvento, valid } = useEventoIdParam();
  const query = useGetListaQuery(idEvento, { skip: !valid, refetchOnMountOrArgChange: true });
  return (
    <OwnEventPage
      className="lista"
      idEvento={idEvento}
      valid={valid}
      title={(lista) => (lista ? T.titulo(lista.nombre) : T.menu)}
      query={query}
      texts={T}
      failure="No se pudo cargar la lista"
    >
      {(lista) => (
        <>
          <p className="muted">{T.ayuda}</p>
          <ListaForm lista={lista} />
          <ListasRrppSection lista={lista} />
          <ListaTable lista={lista} />
        </>
      )}
    </OwnEventPage>
  );
}
