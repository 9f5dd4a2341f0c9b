import type { CdTipo, StockRowFields } from '@shared/domain/stock-row-rules';
import type { PickedFile } from '@shared/platform';
import { CREATE_EVENT_TEXT, FORM_ERRORS_TEXT, EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { CREATE_EVENT_MSG, type EventFieldErrors } from '@shared/validation/evento';
import { Alert, Button, Checkbox } from 'antd';
import { useEffect, type ComponentProps, type FormEvent, type Key, type ReactNode } from 'react';
import { useGetArtistasActivosQuery } from '../api/organiser-api';
import { AltaDemandaField } from './alta-demanda-field';
import { DayTimes, type DayTimesValue } from './day-times';
import type { EventDetails, EventDetailsChange } from './event-details';
import { EventDetailsFields } from './event-details-fields';
import './event-form.css';
import { EventMediaFieldset, type EventMediaField } from './event-media-fieldset';
import { FieldItem } from './field-item';
import { MaxPerAccountField } from './max-per-account-field';
import { PermiteTransferenciasField } from './permite-transferencias-field';
import { EdadMinimaField } from './edad-minima-field';
import { StockRows } from './stock-rows';
import type { EventFormSave } from './use-event-form-save';

/** The page around an event form: its title, then what the page shows above and in place of it. */
export function EventFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page page-narrow">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** What both event forms' reducers take for the fields this frame edits. */
export type EventFormAction =
  | ({ type: 'set' } & (
      | EventDetailsChange
      | { field: EventMediaField | 'maxPorCuenta'; value: string }
      | { field: 'permiteTransferencias'; value: boolean }
      | { field: 'edadMinima'; value: string }
    ))
  | { type: 'horario'; dia: number; field: keyof DayTimesValue; value: string }
  | { type: 'altaDemanda'; dia: number; value: boolean }
  | { type: 'precio'; dia: number; cdTipo: CdTipo; raw: string }
  | { type: 'imagen'; file: PickedFile | null; error: string | null };

export interface EventFormFields extends EventDetails {
  imagen: PickedFile | null;
  imagenError: string | null;
  video: string;
  soundCloud: string;
  maxPorCuenta: string;
  permiteTransferencias: boolean;
  /** '' (any age) or a minimum age (shared/domain/edad.ts) as text. */
  edadMinima: string;
}

export interface EventFormDay extends DayTimesValue {
  entradas: StockRowFields;
  altaDemanda?: boolean;
}

type TicketOptions = Pick<
  ComponentProps<typeof StockRows>,
  'onQuantity' | 'quantityReadOnly' | 'shown' | 'quantityHelp' | 'nameOf' | 'onName' | 'labelOf'
>;

/**
 * The form of the create and modify event pages: the details (with the page's own fields
 * among them), each day's times, high demand and tickets, the per-account limit and transfers,
 * the media, then the confirmation, the alerts and the submit button (busy while saving).
 * Every error shows at once next to its field (`errors`, shared/validation/evento.ts
 * EventFieldErrors), with how many there are above the button; a day whose start is past says
 * so as soon as it is typed.
 */
export function EventFormFrame<D extends EventFormDay>({
  id,
  form,
  send,
  save,
  onSubmit,
  details,
  direccionPlaceholder,
  days,
  dayKey,
  pastDay,
  dayHelp,
  ticketOptions,
  daysNote,
  currentImageUrl,
  confirm,
  alertsClassName,
  notice,
  submitText,
  disabled,
  footer,
  errors,
}: {
  /** The page's `useId()`. */
  id: string;
  form: EventFormFields;
  send: (action: EventFormAction) => void;
  save: EventFormSave;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Fields between the name and the genres. */
  details?: ReactNode;
  direccionPlaceholder?: string;
  days: readonly D[];
  dayKey: (day: D, index: number) => Key;
  /** A day whose start is before `now`: its start shows why. */
  pastDay: (day: D, now: Date) => boolean;
  /** Under each day's times. */
  dayHelp?: ReactNode;
  ticketOptions: (day: D, index: number) => TicketOptions;
  /** Under the days (Modificar: with the link to Entradas y tandas). */
  daysNote: ReactNode;
  currentImageUrl?: string | null;
  confirm: { checked: boolean; onChange: (checked: boolean) => void; label: ReactNode };
  alertsClassName?: string;
  /** Above the submit button. */
  notice?: ReactNode;
  submitText: { idle: string; busy: string };
  disabled?: boolean;
  /** Under the submit button. */
  footer?: ReactNode;
  /** What is wrong, by field (empty until the first submit). */
  errors: Readonly<EventFieldErrors>;
}) {
  const artistas = useGetArtistasActivosQuery();
  // A failure leaves the artists' list empty (logged only).
  useEffect(() => {
    if (artistas.error) console.error('No se pudieron cargar los artistas', artistas.error);
  }, [artistas.error]);
  const { alerts, alertRef, busy, progress, formRef } = save;
  const now = new Date();
  const count = Object.keys(errors).length;
  const confirmId = `${id}-confirmacion`;
  const confirmError = errors.terminos ?? errors.confirmacion;

  return (
    <form ref={formRef} className="event-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset>
        <legend>{CREATE_EVENT_TEXT.datos}</legend>
        <EventDetailsFields
          id={id}
          value={form}
          existentes={artistas.data ?? []}
          direccionPlaceholder={direccionPlaceholder}
          errors={errors}
          onChange={(change) => send({ type: 'set', ...change })}
        >
          {details}
        </EventDetailsFields>
      </fieldset>

      <fieldset>
        <legend>{T.fechasYEntradas}</legend>
        {days.map((day, i) => (
          <div key={dayKey(day, i)} className="form-field">
            <h2 className="day-title">{T.dia(i + 1)}</h2>
            <DayTimes
              dia={i + 1}
              value={day}
              onChange={(field, value) => send({ type: 'horario', dia: i, field, value })}
              errors={{
                inicio:
                  errors[`dias.${i}.inicio`] ??
                  (pastDay(day, now) ? CREATE_EVENT_MSG.inicioPasado : undefined),
                fin: errors[`dias.${i}.fin`],
                inicioVenta: errors[`dias.${i}.inicioVenta`],
                finVenta: errors[`dias.${i}.finVenta`],
              }}
            />
            {dayHelp}
            <AltaDemandaField
              dia={i + 1}
              checked={day.altaDemanda ?? false}
              onChange={(value) => send({ type: 'altaDemanda', dia: i, value })}
            />
            <StockRows
              dia={i + 1}
              rows={day.entradas}
              {...ticketOptions(day, i)}
              errorOf={(cdTipo, field) => errors[`dias.${i}.entradas.${cdTipo}.${field}`]}
              onPrice={(cdTipo, raw) => send({ type: 'precio', dia: i, cdTipo, raw })}
            />
          </div>
        ))}
        <p className="muted">{daysNote}</p>
        <MaxPerAccountField
          id={id}
          value={form.maxPorCuenta}
          error={errors.maxPorCuenta}
          onChange={(value) => send({ type: 'set', field: 'maxPorCuenta', value })}
        />
        <PermiteTransferenciasField
          checked={form.permiteTransferencias}
          onChange={(value) => send({ type: 'set', field: 'permiteTransferencias', value })}
        />
        <EdadMinimaField
          id={id}
          value={form.edadMinima}
          onChange={(value) => send({ type: 'set', field: 'edadMinima', value })}
        />
      </fieldset>

      <EventMediaFieldset
        id={id}
        imagen={form.imagen}
        imagenError={form.imagenError}
        currentUrl={currentImageUrl}
        progress={progress}
        disabled={busy}
        video={form.video}
        soundCloud={form.soundCloud}
        errors={errors}
        onImage={(file, error) => send({ type: 'imagen', file, error })}
        onChange={(field, value) => send({ type: 'set', field, value })}
      />

      <div className="form-actions">
        <FieldItem fieldId={confirmId} error={confirmError}>
          <Checkbox
            id={confirmId}
            checked={confirm.checked}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${confirmId}-error` : undefined}
            onChange={(e) => confirm.onChange(e.target.checked)}
          >
            {confirm.label}
          </Checkbox>
        </FieldItem>
        {count > 0 && (
          <div className={alertsClassName}>
            {errors._ && <Alert type="error" showIcon title={errors._} />}
            <Alert type="error" showIcon title={FORM_ERRORS_TEXT.resumen(count)} />
          </div>
        )}
        {alerts.length > 0 && (
          <div ref={alertRef} className={alertsClassName}>
            {alerts.map((text) => (
              <Alert key={text} type="error" showIcon title={text} />
            ))}
          </div>
        )}
        {notice}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy}
          disabled={disabled}
        >
          {busy ? submitText.busy : submitText.idle}
        </Button>
        {footer}
      </div>
    </form>
  );
}
