import { LIMITS } from '@shared/domain/limits';
import { resolveFiesta } from '@shared/domain/name-match';
import { ROUTES } from '@shared/routes';
import { CREATE_EVENT_TEXT, EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { Input, Radio, Select } from 'antd';
import { useEffect, useId, useReducer, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useGetMisFiestasQuery } from '../../api/organiser-api';
import { errorStatus, problemDetail } from '../../api/problem';
import { restoreSession } from '../../session/session-actions';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { EventFormFrame, EventFormPage } from '../../ui/event-form-frame';
import { FieldItem, invalidProps } from '../../ui/field-item';
import { useEventFormSave } from '../../ui/use-event-form-save';
import { useCrearEventoMutation } from './api';
import {
  activeDays,
  createReducer,
  formErrors,
  initialForm,
  startsBeforeNow,
  toPayload,
} from './form-state';

/**
 * /crearevento (docs/architecture.md, "Where each rule lives"): every field; Crear shows every
 * error at once next to its field (the first scrolled to), or creates.
 */
export function CrearEventoPage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [form, send] = useReducer(createReducer, undefined, () => initialForm());
  const fiestasQuery = useGetMisFiestasQuery(user?.id ?? 0, { skip: !user });
  const fiestas = fiestasQuery.data ?? [];
  const [crearEvento] = useCrearEventoMutation();
  const save = useEventFormSave();
  const id = useId();

  // A failure loading the parties leaves their list empty (logged only).
  useEffect(() => {
    if (fiestasQuery.error) console.error('No se pudieron cargar las fiestas', fiestasQuery.error);
  }, [fiestasQuery.error]);

  const fiestaElegida = form.esRecurrente
    ? resolveFiesta(form.fiestaId, form.fiestaNueva, fiestas)
    : null;

  const errors = formErrors(form, fiestas);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.busy) return;
    const payload = toPayload(form, fiestas);
    if (!save.check(errors)) return;
    save.setBusy(true);
    try {
      const created = await crearEvento(payload).unwrap();
      if (created.fechas.length === 0) console.error(CREATE_EVENT_MSG.sinFechas);
      // The event exists; a media failure is only logged.
      if (form.imagen)
        await save.uploadImage(
          created.idEvento,
          form.imagen,
          'No se pudo subir la imagen del evento',
        );
      // The server may have made this user an organiser: read the roles again.
      await dispatch(restoreSession());
      await save.done(CREATE_EVENT_MSG.creado);
    } catch (err) {
      console.error(CREATE_EVENT_MSG.errorCrear, err);
      // A refusal (400) says what, under the catalogue text.
      const detail = errorStatus(err) === 400 ? problemDetail(err, '') : '';
      save.fail([CREATE_EVENT_MSG.errorCrear, ...(detail ? [detail] : [])]);
    }
  };

  return (
    <EventFormPage title={CREATE_EVENT_TEXT.titulo}>
      <p className="muted">{CREATE_EVENT_TEXT.intro}</p>
      <EventFormFrame
        id={id}
        form={form}
        send={send}
        save={save}
        errors={save.attempted ? errors : {}}
        onSubmit={onSubmit}
        direccionPlaceholder={T.direccionPlaceholder}
        details={
          <>
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
                  <FieldItem
                    fieldId={`${id}-fiesta`}
                    error={save.attempted ? errors.fiesta : undefined}
                  >
                    <Select
                      id={`${id}-fiesta`}
                      aria-label={T.fiesta}
                      allowClear
                      virtual={false}
                      placeholder={T.fiestaElegir}
                      value={form.fiestaId}
                      loading={fiestasQuery.isFetching}
                      options={fiestas.map((f) => ({ value: f.idFiesta, label: f.dsNombre }))}
                      {...invalidProps(`${id}-fiesta`, save.attempted ? errors.fiesta : undefined)}
                      onChange={(value: number | null | undefined) =>
                        send({ type: 'fiestaElegida', idFiesta: value ?? null })
                      }
                    />
                  </FieldItem>
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
          </>
        }
        days={activeDays(form)}
        dayKey={(_, i) => i}
        pastDay={startsBeforeNow}
        dayHelp={<p className="muted">{T.ventaAyuda}</p>}
        ticketOptions={(_, i) => ({
          onQuantity: (cdTipo, raw) => send({ type: 'cantidad', dia: i, cdTipo, raw }),
        })}
        daysNote={T.earlyBirdAyuda}
        confirm={{
          checked: form.terminos,
          onChange: (value) => send({ type: 'set', field: 'terminos', value }),
          label: (
            <>
              {T.terminosPrefijo}
              <Link to={ROUTES.terminos.path} target="_blank">
                {T.terminosLink}
              </Link>
            </>
          ),
        }}
        submitText={{ idle: CREATE_EVENT_TEXT.crear, busy: CREATE_EVENT_TEXT.creando }}
      />
    </EventFormPage>
  );
}
