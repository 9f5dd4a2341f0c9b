import type { EventoView } from '@shared/api/discovery';
import type { StockEvento } from '@shared/api/stock';
import { MSG } from '@shared/messages';
import { canOrganiser } from '@shared/domain/organiser-actions';
import { ROUTES, routePath } from '@shared/routes';
import { MODIFY_EVENT_TEXT, STOCK_MSG } from '@shared/texts/organiser';
import { TIPOS_TEXT } from '@shared/texts/organiser';
import { MODIFY_EVENT_MSG } from '@shared/validation/evento';
import { Alert } from 'antd';
import { useEffect, useId, useReducer, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useGetEventoQuery } from '../../api/eventos-api';
import { errorStatus, problemDetail } from '../../api/problem';
import { EventFormFrame, EventFormPage } from '../../ui/event-form-frame';
import { flash } from '../../ui/navigation-state';
import { useEventFormSave } from '../../ui/use-event-form-save';
import {
  useGetStockEventoQuery,
  useUpdateEntradasFechaMutation,
  useUpdateEventoMutation,
} from './api';
import {
  changedStock,
  formErrors,
  fromEvento,
  modifyReducer,
  movedToPast,
  toPayload,
} from './modify-form';
import { LoadingText } from '../../ui/status-text';

/**
 * /modificar-evento/{id}: loads the organiser's event ("Cargando evento..."); a
 * missing one, or someone else's, goes back to / with "No se encontró el evento."; any other
 * load failure with "Error al cargar el evento.".
 */
export function ModificarEventoPage() {
  const { id } = useParams();
  const idEvento = Number(id);
  const valid = Number.isInteger(idEvento) && idEvento > 0;
  const navigate = useNavigate();
  const query = useGetEventoQuery(idEvento, { skip: !valid, refetchOnMountOrArgChange: true });
  // Every row with what is taken from it: a quantity goes down only to that.
  const stock = useGetStockEventoQuery(idEvento, { skip: !valid, refetchOnMountOrArgChange: true });
  const evento = query.data;
  const status = errorStatus(query.error) ?? errorStatus(stock.error);
  const notFound =
    !valid ||
    // Whether the caller may edit it (its owner, or their productora's role) is the server's
    // to say: the stock it answers only to them (docs/decisions/0091-productoras-and-roles.md).
    (query.isSuccess && evento === null) ||
    status === 404 ||
    status === 403;
  const loadFailed = !notFound && (query.isError || stock.isError);

  useEffect(() => {
    if (notFound) {
      void navigate(ROUTES.home.path, {
        replace: true,
        state: flash(MODIFY_EVENT_MSG.noEncontrado, 'error'),
      });
    } else if (loadFailed) {
      console.error(MODIFY_EVENT_MSG.errorCargar, query.error);
      void navigate(ROUTES.home.path, {
        replace: true,
        state: flash(MODIFY_EVENT_MSG.errorCargar, 'error'),
      });
    }
  }, [notFound, loadFailed, navigate, query.error]);

  return (
    <EventFormPage title={MODIFY_EVENT_TEXT.titulo}>
      <Alert type="warning" showIcon title={MODIFY_EVENT_MSG.aviso} />
      {evento && stock.data && !notFound ? (
        <ModifyEventForm key={evento.idEvento} evento={evento} stock={stock.data} />
      ) : (
        <LoadingText>{MODIFY_EVENT_TEXT.cargando}</LoadingText>
      )}
    </EventFormPage>
  );
}

function ModifyEventForm({ evento, stock }: { evento: EventoView; stock: StockEvento }) {
  const [form, send] = useReducer(modifyReducer, undefined, () => fromEvento(evento, stock));
  const [updateEvento] = useUpdateEventoMutation();
  const [updateEntradasFecha] = useUpdateEntradasFechaMutation();
  const save = useEventFormSave();
  const id = useId();

  // Only events por aprobar, aprobados or en venta offer Modificar
  // (docs/architecture.md, "Life of an event").
  const modificable = canOrganiser(evento.estado, 'modificar');

  const errors = formErrors(form);

  /** Event, then media, then the days whose quantities or prices changed. */
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.busy || !modificable) return;
    const payload = toPayload(form);
    if (!save.check(errors)) return;
    save.setBusy(true);
    try {
      await updateEvento(payload).unwrap();
    } catch (err) {
      console.error(MODIFY_EVENT_MSG.errorActualizar, err);
      // A refusal the organiser can act on (400, 409: e.g. the event can no longer change)
      // comes with its Spanish detail under the catalogue text.
      const status = errorStatus(err);
      const detail = status === 400 || status === 409 ? problemDetail(err, '') : '';
      return save.fail([MODIFY_EVENT_MSG.errorActualizar, ...(detail ? [detail] : [])]);
    }
    const failures: string[] = [];
    if (form.imagen) {
      // The server replaces the event's image with the new one (media-upload-routes).
      const uploaded = await save.uploadImage(
        form.idEvento,
        form.imagen,
        MODIFY_EVENT_MSG.errorMedia,
      );
      if (!uploaded) failures.push(MODIFY_EVENT_MSG.errorMedia);
      save.setProgress(null);
    }
    for (const body of changedStock(form)) {
      try {
        await updateEntradasFecha({ ...body, idEvento: form.idEvento }).unwrap();
      } catch (err) {
        console.error(MODIFY_EVENT_TEXT.errorCantidades, err);
        // What the server refused (a sale took what a lowering needed) comes with its detail.
        const detail = errorStatus(err) === 400 ? problemDetail(err, '') : '';
        failures.push(MODIFY_EVENT_TEXT.errorCantidades, ...(detail ? [detail] : []));
      }
    }
    if (failures.length > 0) return save.fail(failures);
    save.setBusy(false);
    await save.done(MODIFY_EVENT_MSG.actualizado);
  };

  return (
    <EventFormFrame
      id={id}
      form={form}
      send={send}
      save={save}
      onSubmit={onSubmit}
      days={form.dias}
      dayKey={(day) => day.idFecha}
      pastDay={movedToPast}
      errors={save.attempted ? errors : {}}
      ticketOptions={(day, i) => ({
        shown: (cdTipo) => day.originales[cdTipo] !== undefined,
        labelOf: (cdTipo) => day.originales[cdTipo]?.dsTipo,
        nameOf: (cdTipo) => day.nombres[cdTipo],
        onName: (cdTipo, raw) => send({ type: 'nombre', dia: i, cdTipo, raw }),
        onQuantity: (cdTipo, raw) => send({ type: 'cantidad', dia: i, cdTipo, raw }),
        quantityHelp: (cdTipo) => {
          const ocupadas = day.originales[cdTipo]?.ocupadas ?? 0;
          return ocupadas > 0 ? STOCK_MSG.ocupadas(ocupadas) : undefined;
        },
      })}
      daysNote={
        <>
          <span>{MODIFY_EVENT_TEXT.cantidadAyuda}</span>{' '}
          {/* This form edits the four template kinds; adding, ordering and grouping types is
              the other screen's (docs/decisions/0088-free-form-ticket-types.md). */}
          <span>{TIPOS_TEXT.enlaceAyuda}</span>{' '}
          <Link to={routePath('tiposEntrada', { eventoId: evento.idEvento })}>
            {TIPOS_TEXT.enlace}
          </Link>
        </>
      }
      currentImageUrl={evento.imagen}
      confirm={{
        checked: form.confirmado,
        onChange: (value) => send({ type: 'set', field: 'confirmado', value }),
        label: MODIFY_EVENT_MSG.confirmar,
      }}
      alertsClassName="form-actions"
      notice={!modificable && <Alert type="info" showIcon title={MSG.eventoNoModificable} />}
      submitText={{ idle: MODIFY_EVENT_TEXT.guardar, busy: MODIFY_EVENT_TEXT.guardando }}
      disabled={!modificable}
      footer={<Link to={ROUTES.misEventosCreados.path}>{MODIFY_EVENT_TEXT.volver}</Link>}
    />
  );
}
