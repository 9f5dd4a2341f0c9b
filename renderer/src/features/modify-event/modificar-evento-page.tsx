import type { EventoView } from '@shared/api/discovery';
import { MSG } from '@shared/messages';
import { canOrganiser } from '@shared/domain/organiser-actions';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { CdTipo } from '@shared/domain/ticket-rules';
import { ROUTES } from '@shared/routes';
import {
  CREATE_EVENT_TEXT,
  EVENT_FORM_TEXT as T,
  MODIFY_EVENT_TEXT,
} from '@shared/texts/organiser';
import {
  CREATE_EVENT_MSG,
  MODIFY_EVENT_MSG,
  firstModifyEventError,
} from '@shared/validation/evento';
import { Alert, Button, Checkbox } from 'antd';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useGetEventoQuery } from '../../api/eventos-api';
import { uploadMedia } from '../../api/media-upload';
import { useGetArtistasActivosQuery } from '../../api/organiser-api';
import { errorStatus, problemDetail } from '../../api/problem';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { DayTimes } from '../../ui/day-times';
import { EventDetailsFields } from '../../ui/event-details-fields';
import '../../ui/event-form.css';
import { EventMediaFieldset } from '../../ui/event-media-fieldset';
import { MaxPerAccountField } from '../../ui/max-per-account-field';
import { PermiteTransferenciasField } from '../../ui/permite-transferencias-field';
import { AltaDemandaField } from '../../ui/alta-demanda-field';
import { flash } from '../../ui/navigation-state';
import { TicketRows } from '../../ui/ticket-rows';
import { useUpdateEntradaMutation, useUpdateEventoMutation } from './api';
import {
  changedPrices,
  firstPayloadError,
  fromEvento,
  modifyReducer,
  movedToPast,
  toCheckState,
  toPayload,
} from './modify-form';
import { LoadingText } from '../../ui/status-text';

/**
 * /modificar-evento/{id} (spec 001 §2): loads the organiser's event ("Cargando evento..."); a
 * missing one, or someone else's, goes back to / with "No se encontró el evento."; any other
 * load failure with "Error al cargar el evento.".
 */
export function ModificarEventoPage() {
  const { id } = useParams();
  const idEvento = Number(id);
  const valid = Number.isInteger(idEvento) && idEvento > 0;
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const query = useGetEventoQuery(idEvento, { skip: !valid, refetchOnMountOrArgChange: true });
  const evento = query.data;
  const status = errorStatus(query.error);
  const notFound =
    !valid ||
    (query.isSuccess && (evento === null || (user !== null && evento?.usuario !== user.id))) ||
    status === 404 ||
    status === 403;
  const loadFailed = !notFound && query.isError;

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
    <section className="page page-narrow">
      <h1>{MODIFY_EVENT_TEXT.titulo}</h1>
      <Alert type="warning" showIcon title={MODIFY_EVENT_MSG.aviso} />
      {evento && !notFound ? (
        <ModifyEventForm key={evento.idEvento} evento={evento} />
      ) : (
        <LoadingText>{MODIFY_EVENT_TEXT.cargando}</LoadingText>
      )}
    </section>
  );
}

function ModifyEventForm({ evento }: { evento: EventoView }) {
  const navigate = useNavigate();
  const [form, send] = useReducer(modifyReducer, evento, fromEvento);
  const artistas = useGetArtistasActivosQuery();
  const [updateEvento] = useUpdateEventoMutation();
  const [updateEntrada] = useUpdateEntradaMutation();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (artistas.error) console.error('No se pudieron cargar los artistas', artistas.error);
  }, [artistas.error]);
  useEffect(() => {
    if (alerts.length) alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [alerts]);

  // Spec 001 §4: only events por aprobar, aprobados or en venta offer Modificar.
  const modificable = canOrganiser(evento.estado, 'modificar');
  // Read at each render (a start typed a minute ago may be past by now); Guardar renders again.
  const now = new Date();
  const [, setCheckedAt] = useState(0);

  /** Spec 001 §4: event, then media, then the prices that changed. */
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !modificable) return;
    const payload = toPayload(form);
    const checks = firstModifyEventError(toCheckState(form));
    // A changed start already past shows under its day only, as the form renders it.
    const past = !checks && form.dias.some((d) => movedToPast(d, new Date()));
    const error = checks ?? (past ? null : firstPayloadError(payload));
    if (error) return setAlerts([error]);
    if (past) {
      setCheckedAt(Date.now());
      setAlerts([]);
      event.currentTarget
        .querySelector('[aria-invalid="true"]')
        ?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setAlerts([]);
    setBusy(true);
    try {
      await updateEvento(payload).unwrap();
    } catch (err) {
      console.error(MODIFY_EVENT_MSG.errorActualizar, err);
      // A refusal the organiser can act on (400, 409: e.g. the event can no longer change)
      // comes with its Spanish detail under the catalogue text.
      const status = errorStatus(err);
      const detail = status === 400 || status === 409 ? problemDetail(err, '') : '';
      setAlerts([MODIFY_EVENT_MSG.errorActualizar, ...(detail ? [detail] : [])]);
      setBusy(false);
      return;
    }
    const failures: string[] = [];
    if (form.imagen) {
      setProgress(0);
      try {
        // The server replaces the event's image with the new one (media-upload-routes).
        await uploadMedia(mediaOwnerKey('evento', form.idEvento), form.imagen, setProgress);
      } catch (err) {
        console.error(MODIFY_EVENT_MSG.errorMedia, err);
        failures.push(MODIFY_EVENT_MSG.errorMedia);
      }
      setProgress(null);
    }
    let preciosFallaron = false;
    for (const body of changedPrices(form)) {
      try {
        await updateEntrada({ ...body, idEvento: form.idEvento }).unwrap();
      } catch (err) {
        console.error(MODIFY_EVENT_MSG.errorPrecios, err);
        preciosFallaron = true;
      }
    }
    if (preciosFallaron) failures.push(MODIFY_EVENT_MSG.errorPrecios);
    setBusy(false);
    if (failures.length > 0) {
      setAlerts(failures);
      return;
    }
    await navigate(ROUTES.misEventosCreados.path, {
      state: flash(MODIFY_EVENT_MSG.actualizado, 'success'),
    });
  };

  return (
    <form className="event-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset>
        <legend>{CREATE_EVENT_TEXT.datos}</legend>
        <EventDetailsFields
          id={id}
          value={form}
          existentes={artistas.data ?? []}
          onChange={(change) => send({ type: 'set', ...change })}
        />
      </fieldset>

      <fieldset>
        <legend>{T.fechasYEntradas}</legend>
        {form.dias.map((day, i) => (
          <div key={day.idFecha} className="form-field">
            <h2 className="day-title">{T.dia(i + 1)}</h2>
            <DayTimes
              dia={i + 1}
              value={day}
              onChange={(field, value) => send({ type: 'horario', dia: i, field, value })}
              inicioError={movedToPast(day, now) ? CREATE_EVENT_MSG.inicioPasado : null}
            />
            <AltaDemandaField
              dia={i + 1}
              checked={day.altaDemanda}
              onChange={(value) => send({ type: 'altaDemanda', dia: i, value })}
            />
            <TicketRows
              dia={i + 1}
              tickets={day.entradas}
              quantityReadOnly
              shown={(cdTipo: CdTipo) => day.originales[cdTipo] !== undefined}
              onPrice={(cdTipo, raw) => send({ type: 'precio', dia: i, cdTipo, raw })}
            />
          </div>
        ))}
        <p className="muted">{MODIFY_EVENT_TEXT.cantidadBloqueada}</p>
        <MaxPerAccountField
          id={id}
          value={form.maxPorCuenta}
          onChange={(value) => send({ type: 'set', field: 'maxPorCuenta', value })}
        />
        <PermiteTransferenciasField
          checked={form.permiteTransferencias}
          onChange={(value) => send({ type: 'set', field: 'permiteTransferencias', value })}
        />
      </fieldset>

      <EventMediaFieldset
        id={id}
        imagen={form.imagen}
        imagenError={form.imagenError}
        currentUrl={evento.imagen}
        progress={progress}
        disabled={busy}
        video={form.video}
        soundCloud={form.soundCloud}
        onImage={(file, error) => send({ type: 'imagen', file, error })}
        onChange={(field, value) => send({ type: 'set', field, value })}
      />

      <div className="form-actions">
        <Checkbox
          checked={form.confirmado}
          onChange={(e) => send({ type: 'set', field: 'confirmado', value: e.target.checked })}
        >
          {MODIFY_EVENT_MSG.confirmar}
        </Checkbox>
        {alerts.length > 0 && (
          <div ref={alertRef} className="form-actions">
            {alerts.map((text) => (
              <Alert key={text} type="error" showIcon title={text} />
            ))}
          </div>
        )}
        {!modificable && <Alert type="info" showIcon title={MSG.eventoNoModificable} />}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy}
          disabled={!modificable}
        >
          {busy ? MODIFY_EVENT_TEXT.guardando : MODIFY_EVENT_TEXT.guardar}
        </Button>
        <Link to={ROUTES.misEventosCreados.path}>{MODIFY_EVENT_TEXT.volver}</Link>
      </div>
    </form>
  );
}
