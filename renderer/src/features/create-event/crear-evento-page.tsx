import { LIMITS } from '@shared/domain/limits';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import { resolveFiesta } from '@shared/domain/name-match';
import { ROUTES } from '@shared/routes';
import { CREATE_EVENT_TEXT, EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { CREATE_EVENT_MSG, firstCreateEventError } from '@shared/validation/evento';
import { Alert, Button, Checkbox, Input, Radio, Select } from 'antd';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { uploadMedia } from '../../api/media-upload';
import { useGetArtistasActivosQuery, useGetMisFiestasQuery } from '../../api/organiser-api';
import { restoreSession } from '../../session/session-actions';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
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
import { useCrearEventoMutation } from './api';
import {
  activeDays,
  createReducer,
  firstPayloadError,
  initialForm,
  startsBeforeNow,
  toCheckState,
  toPayload,
} from './form-state';

/** /crearevento (spec 000 §2, §4, §5): every field, the ten checks in order, then create. */
export function CrearEventoPage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form, send] = useReducer(createReducer, undefined, () => initialForm());
  const artistas = useGetArtistasActivosQuery();
  const fiestasQuery = useGetMisFiestasQuery(user?.id ?? 0, { skip: !user });
  const fiestas = fiestasQuery.data ?? [];
  const [crearEvento] = useCrearEventoMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // Failures loading artists or parties leave their lists empty (spec 000 §8: logged only).
  useEffect(() => {
    if (artistas.error) console.error('No se pudieron cargar los artistas', artistas.error);
    if (fiestasQuery.error) console.error('No se pudieron cargar las fiestas', fiestasQuery.error);
  }, [artistas.error, fiestasQuery.error]);

  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [alert]);

  // Read at each render (a start typed a minute ago may be past by now); Crear renders again.
  const now = new Date();
  const [, setCheckedAt] = useState(0);
  const fiestaElegida = form.esRecurrente
    ? resolveFiesta(form.fiestaId, form.fiestaNueva, fiestas)
    : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const payload = toPayload(form, fiestas);
    const checks = firstCreateEventError(toCheckState(form, fiestas));
    // A past start shows under its day only (one copy of the message), as the form renders it.
    const past = !checks && activeDays(form).some((d) => startsBeforeNow(d, new Date()));
    const error = checks ?? (past ? null : firstPayloadError(payload));
    setAlert(error);
    if (past) {
      setCheckedAt(Date.now());
      event.currentTarget
        .querySelector('[aria-invalid="true"]')
        ?.scrollIntoView?.({ block: 'center' });
    }
    if (error || past) return;
    setBusy(true);
    try {
      const created = await crearEvento(payload).unwrap();
      if (created.fechas.length === 0) console.error(CREATE_EVENT_MSG.sinFechas);
      if (form.imagen) {
        setProgress(0);
        try {
          await uploadMedia(mediaOwnerKey('evento', created.idEvento), form.imagen, setProgress);
        } catch (err) {
          // Spec 000 §4 and §8: the event exists; a media failure is only logged.
          console.error('No se pudo subir la imagen del evento', err);
        }
      }
      // The server may have made this user an organiser: read the roles again.
      await dispatch(restoreSession());
      await navigate(ROUTES.misEventosCreados.path, {
        state: flash(CREATE_EVENT_MSG.creado, 'success'),
      });
    } catch (err) {
      console.error(CREATE_EVENT_MSG.errorCrear, err);
      setAlert(CREATE_EVENT_MSG.errorCrear);
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <section className="page page-narrow">
      <h1>{CREATE_EVENT_TEXT.titulo}</h1>
      <p className="muted">{CREATE_EVENT_TEXT.intro}</p>
      <form className="event-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset>
          <legend>{CREATE_EVENT_TEXT.datos}</legend>
          <EventDetailsFields
            id={id}
            value={form}
            existentes={artistas.data ?? []}
            direccionPlaceholder={T.direccionPlaceholder}
            onChange={(change) => send({ type: 'set', ...change })}
          >
            <div className="form-field">
              <span id={`${id}-rec`}>{T.recurrente}</span>
              <Radio.Group
                aria-labelledby={`${id}-rec`}
                role="radiogroup"
                value={form.esRecurrente ? 'si' : 'no'}
                onChange={(e) =>
                  send({ type: 'set', field: 'esRecurrente', value: e.target.value === 'si' })
                }
              >
                <Radio value="no">{T.no}</Radio>
                <Radio value="si">{T.si}</Radio>
              </Radio.Group>
            </div>
            {form.esRecurrente && (
              <div className="form-row">
                <div className="form-field">
                  <label htmlFor={`${id}-fiesta`}>{T.fiesta}</label>
                  <Select
                    id={`${id}-fiesta`}
                    aria-label={T.fiesta}
                    allowClear
                    virtual={false}
                    placeholder={T.fiestaElegir}
                    value={form.fiestaId}
                    loading={fiestasQuery.isFetching}
                    options={fiestas.map((f) => ({ value: f.idFiesta, label: f.dsNombre }))}
                    onChange={(value: number | null | undefined) =>
                      send({ type: 'fiestaElegida', idFiesta: value ?? null })
                    }
                  />
                </div>
                <div className="form-field">
                  <label htmlFor={`${id}-fiesta-nueva`}>{T.fiestaNueva}</label>
                  <Input
                    id={`${id}-fiesta-nueva`}
                    value={form.fiestaNueva}
                    maxLength={120}
                    onChange={(e) => send({ type: 'fiestaNueva', nombre: e.target.value })}
                  />
                  <p className="muted" aria-live="polite">
                    {fiestaElegida && 'nombre' in fiestaElegida
                      ? T.fiestaSera(fiestaElegida.nombre)
                      : form.fiestaNueva.trim() && fiestaElegida
                        ? T.fiestaExistente(
                            fiestas.find((f) => f.idFiesta === fiestaElegida.idFiesta)?.dsNombre ??
                              '',
                          )
                        : T.fiestaNuevaAyuda}
                  </p>
                </div>
              </div>
            )}

            <div className="form-field">
              <span id={`${id}-dias`}>{T.cantidadDias}</span>
              <Radio.Group
                aria-labelledby={`${id}-dias`}
                role="radiogroup"
                value={form.cantidadDias}
                onChange={(e) =>
                  send({ type: 'set', field: 'cantidadDias', value: e.target.value as 1 | 2 | 3 })
                }
              >
                {LIMITS.eventDayChoices.map((n) => (
                  <Radio key={n} value={n}>
                    {T.diasOpcion(n)}
                  </Radio>
                ))}
              </Radio.Group>
            </div>
          </EventDetailsFields>
        </fieldset>

        <fieldset>
          <legend>{T.fechasYEntradas}</legend>
          {activeDays(form).map((day, i) => (
            <div key={i} className="form-field">
              <h2 className="day-title">{T.dia(i + 1)}</h2>
              <DayTimes
                dia={i + 1}
                value={day}
                onChange={(field, value) => send({ type: 'horario', dia: i, field, value })}
                inicioError={startsBeforeNow(day, now) ? CREATE_EVENT_MSG.inicioPasado : null}
              />
              <p className="muted">{T.ventaAyuda}</p>
              <AltaDemandaField
                dia={i + 1}
                checked={day.altaDemanda ?? false}
                onChange={(value) => send({ type: 'altaDemanda', dia: i, value })}
              />
              <TicketRows
                dia={i + 1}
                tickets={day.entradas}
                onQuantity={(cdTipo, raw) => send({ type: 'cantidad', dia: i, cdTipo, raw })}
                onPrice={(cdTipo, raw) => send({ type: 'precio', dia: i, cdTipo, raw })}
              />
            </div>
          ))}
          <p className="muted">{T.earlyBirdAyuda}</p>
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
          progress={progress}
          disabled={busy}
          video={form.video}
          soundCloud={form.soundCloud}
          onImage={(file, error) => send({ type: 'imagen', file, error })}
          onChange={(field, value) => send({ type: 'set', field, value })}
        />

        <div className="form-actions">
          <Checkbox
            checked={form.terminos}
            onChange={(e) => send({ type: 'set', field: 'terminos', value: e.target.checked })}
          >
            {T.terminosPrefijo}
            <Link to={ROUTES.terminos.path} target="_blank">
              {T.terminosLink}
            </Link>
          </Checkbox>
          {alert && (
            <div ref={alertRef}>
              <Alert type="error" showIcon title={alert} />
            </div>
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {busy ? CREATE_EVENT_TEXT.creando : CREATE_EVENT_TEXT.crear}
          </Button>
        </div>
      </form>
    </section>
  );
}
