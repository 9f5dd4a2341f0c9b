import type { ListaEvento } from '@shared/api/guest-list';
import { LISTA_MODALIDADES, type ListaModalidad } from '@shared/domain/guest-list';
import { MSG } from '@shared/messages';
import { LISTA_TEXT as T } from '@shared/texts/guest-list';
import { Button, Input, Radio, Select } from 'antd';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { formatDia, formatHorario, formatNumero, formatPesos } from '../../ui/format';
import { useAgregarInvitadosMutation } from './api';
import { agregarPayload, previewGuests, type ListaFormValues } from './lista-form-values';

type Dia = ListaEvento['dias'][number];

/** "Sábado, 12 de julio (23:00 – 06:00)" */
export const diaLabel = (d: Pick<Dia, 'inicio' | 'fin'>) =>
  `${formatDia(d.inicio)} (${formatHorario(d.inicio, d.fin)})`;

/** The first day not over yet (else the first), and its first stock row. */
function initialValues(dias: ReadonlyArray<Dia>): ListaFormValues {
  const now = Date.now();
  const dia = dias.find((d) => Date.parse(d.fin) > now) ?? dias[0];
  return {
    idFecha: dia?.idFecha ?? null,
    idEntrada: dia?.entradas[0]?.idEntrada ?? null,
    modalidad: 'free',
    precioPuerta: '',
    hasta: '',
    texto: '',
  };
}

/**
 * "Agregar a la lista": a day, the stock row guests enter as, free or a door price, an
 * optional deadline hour (typed as 24-hour HH:MM, whatever the browser's locale) and the
 * pasted list, checked line by line as it is typed. All or nothing: the server's Spanish
 * `detail` names the line at fault.
 */
export function ListaForm({ lista }: { lista: ListaEvento }) {
  const id = useId();
  const fid = (name: string) => `${id}-${name}`;
  const [values, setValues] = useState<ListaFormValues>(() => initialValues(lista.dias));
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [agregar, { isLoading }] = useAgregarInvitadosMutation();
  const preview = useMemo(() => previewGuests(values.texto), [values.texto]);
  const dia = lista.dias.find((d) => d.idFecha === values.idFecha);
  const set = (patch: Partial<ListaFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
  };

  if (lista.dias.length === 0) return <p className="muted">{T.sinDias}</p>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAviso(null);
    const result = agregarPayload(lista.idEvento, values);
    if (!result.ok) return setError(result.message);
    try {
      const added = await agregar(result.body).unwrap();
      set({ texto: '' });
      setAviso(T.agregados(added.length));
    } catch (err) {
      if (![400, 404, 409].includes(errorStatus(err) ?? 0))
        console.error('No se pudieron agregar los invitados', err);
      setError(problemDetail(err, MSG.errorInterno));
    }
  };

  return (
    <form className="lista-card lista-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="lista-form-row">
        <Field label={T.dia} htmlFor={fid('dia')}>
          <Select
            id={fid('dia')}
            virtual={false}
            value={values.idFecha}
            options={lista.dias.map((d) => ({ value: d.idFecha, label: diaLabel(d) }))}
            onChange={(idFecha: number) =>
              set({
                idFecha,
                idEntrada:
                  lista.dias.find((d) => d.idFecha === idFecha)?.entradas[0]?.idEntrada ?? null,
              })
            }
          />
        </Field>
        <Field label={T.tipoEntrada} htmlFor={fid('entrada')}>
          <Select
            id={fid('entrada')}
            virtual={false}
            value={values.idEntrada}
            options={(dia?.entradas ?? []).map((e) => ({
              value: e.idEntrada,
              label: T.entradaOpcion(
                e.dsTipo,
                formatPesos(e.precio),
                T.lugares(e.disponibles, formatNumero(e.disponibles)),
              ),
            }))}
            onChange={(idEntrada: number) => set({ idEntrada })}
          />
        </Field>
      </div>
      <div className="lista-form-row">
        <div className="lista-field">
          <span id={fid('modalidad')} className="lista-label">
            {T.modalidad}
          </span>
          <Radio.Group
            aria-labelledby={fid('modalidad')}
            value={values.modalidad}
            onChange={(e) => set({ modalidad: e.target.value as ListaModalidad })}
            options={LISTA_MODALIDADES.map((m) => ({ value: m, label: T[m] }))}
          />
        </div>
        {values.modalidad === 'descuento' && (
          <Field label={T.precioPuerta} htmlFor={fid('precio')} help={T.precioPuertaAyuda}>
            <Input
              id={fid('precio')}
              prefix="$"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              value={values.precioPuerta}
              onChange={(e) => set({ precioPuerta: e.target.value })}
            />
          </Field>
        )}
        <Field label={T.hasta} htmlFor={fid('hasta')} help={T.hastaAyuda}>
          {/* Text, not type="time": that one shows 12-hour clocks in some browser locales. */}
          <Input
            id={fid('hasta')}
            placeholder="01:30"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={values.hasta}
            onChange={(e) => set({ hasta: e.target.value })}
          />
        </Field>
      </div>
      <Field label={T.invitados} htmlFor={fid('texto')} help={T.invitadosAyuda}>
        <Input.TextArea
          id={fid('texto')}
          rows={6}
          placeholder={T.invitadosEjemplo}
          value={values.texto}
          onChange={(e) => set({ texto: e.target.value })}
        />
      </Field>
      {values.texto.trim() !== '' && (
        <div className="lista-preview" aria-live="polite">
          <p>{T.vistaPrevia(preview.invitados.length)}</p>
          {preview.problemas.length > 0 && (
            <>
              <p id={fid('problemas')}>{T.problemas}</p>
              <ul aria-labelledby={fid('problemas')} className="lista-problemas">
                {preview.problemas.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {isLoading ? T.agregando : T.agregar}
      </Button>
      {aviso && <p role="status">{aviso}</p>}
    </form>
  );
}

/** A labelled field of the list's forms, with its help line. */
export function Field({
  label,
  htmlFor,
  help,
  children,
}: {
  label: string;
  htmlFor: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <div className="lista-field">
      <label htmlFor={htmlFor} className="lista-label">
        {label}
      </label>
      {children}
      {help && <p className="muted lista-help">{help}</p>}
    </div>
  );
}
