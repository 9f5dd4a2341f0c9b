import type { ListaEvento } from '@shared/api/guest-list';
import { MSG } from '@shared/messages';
import { LISTA_TEXT as T } from '@shared/texts/guest-list';
import { Button, Input, Select } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { formatDia, formatHorario } from '../../ui/format';
import { useAgregarInvitadosMutation } from './api';
import { InvitadosPreview } from './invitados-preview';
import {
  agregarPayload,
  diaInicial,
  TERMINOS_INICIALES,
  type ListaFormValues,
} from './lista-form-values';
import { EntradaField, Field, TERMINOS_LISTA, TerminosListaFields } from './terminos-lista-fields';

type Dia = ListaEvento['dias'][number];

/** "Sábado, 12 de julio (23:00 – 06:00)" */
export const diaLabel = (d: Pick<Dia, 'inicio' | 'fin'>) =>
  `${formatDia(d.inicio)} (${formatHorario(d.inicio, d.fin)})`;

/** A new form: the first day not over yet (else the first), its first stock row, free. */
const initialValues = (dias: ReadonlyArray<Dia>): ListaFormValues => ({
  ...diaInicial(dias),
  ...TERMINOS_INICIALES,
  texto: '',
});

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
        <EntradaField
          label={T.tipoEntrada}
          id={fid('entrada')}
          entradas={dia?.entradas ?? []}
          value={values.idEntrada}
          onChange={(idEntrada) => set({ idEntrada })}
        />
      </div>
      <TerminosListaFields fid={fid} texts={TERMINOS_LISTA} values={values} onChange={set} />
      <Field label={T.invitados} htmlFor={fid('texto')} help={T.invitadosAyuda}>
        <Input.TextArea
          id={fid('texto')}
          rows={6}
          placeholder={T.invitadosEjemplo}
          value={values.texto}
          onChange={(e) => set({ texto: e.target.value })}
        />
      </Field>
      <InvitadosPreview
        texto={values.texto}
        problemasId={fid('problemas')}
        className="lista-preview"
        problemasClassName="lista-problemas"
      />
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
