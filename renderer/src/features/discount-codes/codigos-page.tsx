import { CODIGO_MSG as T } from '@shared/texts/codigos';
import { OwnEventPage, useEventoIdParam } from '../../ui/own-event-page';
import { useGetCodigosQuery } from './api';
import { CodigoForm } from './codigo-form';
import { CodigosTable } from './codigos-table';
import { EntradasOcultas } from './entradas-ocultas';
import './codigos.css';

/**
 * /codigos/{eventoId} (issue 14): the event's discount and access codes — what each takes off
 * or unlocks, on which tickets, how many uses are left and until when — a form to create one,
 * deactivating, and the ticket rows hidden from the event page for access codes.
 * Others' events do not exist for the organiser (404).
 */
export function CodigosPage() {
  const { idEvento, valid } = useEventoIdParam();
  const query = useGetCodigosQuery(idEvento, { skip: !valid, refetchOnMountOrArgChange: true });
  return (
    <OwnEventPage
      className="codigos"
      idEvento={idEvento}
      valid={valid}
      title={() => T.titulo}
      query={query}
      texts={T}
      failure="No se pudieron cargar los códigos"
    >
      {(codigos) => (
        <>
          <CodigosTable idEvento={idEvento} codigos={codigos} />
          <CodigoForm idEvento={idEvento} />
          <EntradasOcultas idEvento={idEvento} />
        </>
      )}
    </OwnEventPage>
  );
}
