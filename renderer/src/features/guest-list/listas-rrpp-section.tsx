import type { ListaEvento, ListasRrppEvento, RrppListaView } from '@shared/api/guest-list';
import { RRPP_LISTA_CUPO_MAX } from '@shared/domain/guest-list';
import { MSG } from '@shared/messages';
import { RRPP_LISTA_TEXT as T } from '@shared/texts/guest-list';
import { Button, Input, Select, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorStatus, problemDetail, problemFieldErrors } from '../../api/problem';
import { formatNumero, formatPesos } from '../../ui/format';
import { useGetListasRrppQuery, useGuardarListaRrppMutation } from './api';
import { diaLabel } from './lista-form';
import {
  diaInicial,
  guardarListaRrppPayload,
  listaRrppValues,
  TERMINOS_INICIALES,
  type ListaRrppCampo,
  type ListaRrppFormValues,
} from './lista-form-values';
import {
  EntradaField,
  Field,
  TERMINOS_RRPP,
  TerminosListaFields,
  type Invalido,
} from './terminos-lista-fields';
import './listas-rrpp.css';

type Dia = ListaEvento['dias'][number];

/** "Free, hasta las 01:30" or "Cobrar $ 3.000 en puerta". */
export const condicionesRrpp = (l: Pick<RrppListaView, 'modalidad' | 'precioPuerta' | 'hasta'>) =>
  [
    l.modalidad === 'free' ? T.condicionFree : T.condicionCobrar(formatPesos(l.precioPuerta)),
    l.hasta ? T.condicionHasta(l.hasta) : null,
  ]
    .filter(Boolean)
    .join(', ');

/** "7 de 20 · 2 entraron" */
export const usoRrpp = (l: Pick<RrppListaView, 'usados' | 'cupo' | 'ingresaron'>) =>
  T.uso(formatNumero(l.usados), formatNumero(l.cupo), l.ingresaron, formatNumero(l.ingresaron));

/**
 * "Listas de RRPP" on the organiser's guest list (docs/decisions/0092-rrpp.md): each day's
 * lists of the productora's RRPP (how many of their places are taken and how many got in, the
 * type they enter as, the terms) and the form that gives an RRPP a list or changes it. Shown
 * only when the event's productora has RRPP and the caller manages its lists (a 403 or 404
 * hides it).
 */
export function ListasRrppSection({ lista }: { lista: ListaEvento }) {
  const query = useGetListasRrppQuery(lista.idEvento, { refetchOnMountOrArgChange: true });
  const status = errorStatus(query.error);
  const hidden = status === 403 || status === 404;
  useEffect(() => {
    if (query.error && !hidden)
      console.error('No se pudieron cargar las listas de RRPP', query.error);
  }, [query.error, hidden]);

  if (hidden || lista.dias.length === 0) return null;
  if (!query.data) {
    if (!query.isError) return null;
    return (
      <section className="listas-rrpp" aria-label={T.titulo}>
        <h2>{T.titulo}</h2>
        <div role="alert">
          <p className="inline-error">{T.errorCarga}</p>
          <Button onClick={() => void query.refetch()}>{T.reintentar}</Button>
        </div>
      </section>
    );
  }
  if (query.data.rrpp.length === 0) return null;
  return <Listas lista={lista} data={query.data} />;
}

function Listas({ lista, data }: { lista: ListaEvento; data: ListasRrppEvento }) {
  const id = useId();
  const [values, setValues] = useState<ListaRrppFormValues>(() => initialValues(lista.dias));
  const form = useRef<HTMLFormElement>(null);
  const cupo = useRef<InputRef>(null);

  const editar = (l: RrppListaView) => {
    setValues(listaRrppValues(l));
    form.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    cupo.current?.focus();
  };

  return (
    <section className="listas-rrpp" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.titulo}</h2>
      <p className="muted">{T.ayuda}</p>
      {lista.dias.map((d) => {
        const listas = data.listas.filter((l) => l.idFecha === d.idFecha);
        return (
          <section
            key={d.idFecha}
            className="listas-rrpp-dia"
            aria-labelledby={`${id}-${d.idFecha}`}
          >
            <h3 id={`${id}-${d.idFecha}`}>{diaLabel(d)}</h3>
            {listas.length === 0 ? (
              <p className="muted">{T.sinListasDia}</p>
            ) : (
              <ul className="listas-rrpp-cards" aria-label={T.listasDe(diaLabel(d))}>
                {listas.map((l) => (
                  <li key={l.idLista} className="listas-rrpp-card">
                    <ListaCard lista={l} onEditar={() => editar(l)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <ListaRrppForm
        formRef={form}
        cupoRef={cupo}
        lista={lista}
        data={data}
        values={values}
        setValues={setValues}
      />
    </section>
  );
}

function ListaCard({ lista: l, onEditar }: { lista: RrppListaView; onEditar: () => void }) {
  const id = useId();
  const filas: Array<[string, string]> = [
    [T.invitados, usoRrpp(l)],
    [T.entranComo, l.dsTipo],
    [T.condiciones, condicionesRrpp(l)],
  ];
  return (
    <article aria-labelledby={`${id}-nombre`}>
      <h4 id={`${id}-nombre`}>{l.rrpp}</h4>
      <dl>
        {filas.map(([termino, valor]) => (
          <div key={termino}>
            <dt>{termino}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
      </dl>
      <Button aria-label={T.cambiarDe(l.rrpp)} onClick={onEditar}>
        {T.cambiar}
      </Button>
    </article>
  );
}

/** The first day not over yet (else the first), its first stock row, free, no RRPP chosen. */
const initialValues = (dias: ReadonlyArray<Dia>): ListaRrppFormValues => ({
  ...diaInicial(dias),
  idUsuario: null,
  cupo: '',
  ...TERMINOS_INICIALES,
});

/**
 * Gives an RRPP their list of a day or changes it (PUT /Lista/Rrpp). Choosing an RRPP and a
 * day that already have a list loads it; otherwise what was typed stays (the terms of another
 * RRPP's list can be given to this one).
 */
function ListaRrppForm({
  formRef,
  cupoRef,
  lista,
  data,
  values,
  setValues,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  cupoRef: RefObject<InputRef | null>;
  lista: ListaEvento;
  data: ListasRrppEvento;
  values: ListaRrppFormValues;
  setValues: (update: (v: ListaRrppFormValues) => ListaRrppFormValues) => void;
}) {
  const id = useId();
  const fid = (name: string) => `${id}-${name}`;
  const [error, setError] = useState<{ message: string; campo: ListaRrppCampo | null } | null>(
    null,
  );
  const [aviso, setAviso] = useState<string | null>(null);
  const [guardar, { isLoading }] = useGuardarListaRrppMutation();
  const dia = lista.dias.find((d) => d.idFecha === values.idFecha);
  const entrada = dia?.entradas.find((e) => e.idEntrada === values.idEntrada);
  const existente = data.listas.find(
    (l) => l.idFecha === values.idFecha && l.idUsuario === values.idUsuario,
  );

  const set = (patch: Partial<ListaRrppFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
    setAviso(null);
  };
  /** A day or an RRPP chosen: their list when they have one, else the day's type kept. */
  const elegir = (patch: Pick<Partial<ListaRrppFormValues>, 'idFecha' | 'idUsuario'>) => {
    setValues((v) => {
      const next = { ...v, ...patch };
      const saved = data.listas.find(
        (l) => l.idFecha === next.idFecha && l.idUsuario === next.idUsuario,
      );
      if (saved) return listaRrppValues(saved);
      const entradas = lista.dias.find((d) => d.idFecha === next.idFecha)?.entradas ?? [];
      // The same type on the new day, else its first.
      const tipo = lista.dias
        .flatMap((d) => d.entradas)
        .find((e) => e.idEntrada === v.idEntrada)?.cdTipo;
      const idEntrada =
        entradas.find((e) => e.cdTipo === tipo)?.idEntrada ?? entradas[0]?.idEntrada ?? null;
      return { ...next, idEntrada };
    });
    setError(null);
    setAviso(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAviso(null);
    const result = guardarListaRrppPayload(lista.idEvento, values, entrada?.precio);
    if (!result.ok) return setError({ message: result.message, campo: result.campo });
    const nombre = data.rrpp.find((r) => r.idUsuario === values.idUsuario)?.nombre ?? '';
    try {
      const saved = await guardar(result.body).unwrap();
      setValues(() => listaRrppValues(saved));
      setAviso(T.guardado(saved.rrpp || nombre));
    } catch (err) {
      const status = errorStatus(err);
      if (![400, 404, 409].includes(status ?? 0))
        console.error('No se pudo guardar la lista del RRPP', err);
      const campos = status === 400 ? Object.keys(problemFieldErrors(err)) : [];
      const campo = (['idUsuario', 'idEntrada', 'cupo', 'precioPuerta', 'hasta'] as const).find(
        (c) => campos.includes(c),
      );
      setError({ message: problemDetail(err, MSG.errorInterno), campo: campo ?? null });
    }
  };

  const invalid = (campo: ListaRrppCampo): Invalido =>
    error?.campo === campo
      ? { status: 'error', 'aria-invalid': true, 'aria-describedby': fid('error') }
      : {};

  return (
    <form
      ref={formRef}
      className="lista-card lista-form listas-rrpp-form"
      aria-labelledby={fid('titulo')}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <h3 id={fid('titulo')}>{T.formTitulo}</h3>
      <div className="lista-form-row">
        <Field label={T.formDia} htmlFor={fid('dia')}>
          <Select
            id={fid('dia')}
            virtual={false}
            value={values.idFecha}
            options={lista.dias.map((d) => ({ value: d.idFecha, label: diaLabel(d) }))}
            onChange={(idFecha: number) => elegir({ idFecha })}
          />
        </Field>
        <Field label={T.rrpp} htmlFor={fid('rrpp')}>
          <Select
            id={fid('rrpp')}
            virtual={false}
            value={values.idUsuario}
            placeholder={T.elegirRrppOpcion}
            options={data.rrpp.map((r) => ({ value: r.idUsuario, label: r.nombre }))}
            onChange={(idUsuario: number) => elegir({ idUsuario })}
            {...invalid('idUsuario')}
          />
        </Field>
      </div>
      {existente && (
        <p className="muted lista-help" role="status">
          {T.yaTiene(existente.rrpp, existente.usados)}
        </p>
      )}
      <div className="lista-form-row">
        <EntradaField
          label={T.entrada}
          id={fid('entrada')}
          entradas={dia?.entradas ?? []}
          value={values.idEntrada}
          onChange={(idEntrada) => set({ idEntrada })}
          invalido={invalid('idEntrada')}
        />
        <Field
          label={T.cupo}
          htmlFor={fid('cupo')}
          help={T.cupoAyuda(formatNumero(RRPP_LISTA_CUPO_MAX))}
        >
          <Input
            ref={cupoRef}
            id={fid('cupo')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={values.cupo}
            onChange={(e) => set({ cupo: e.target.value })}
            {...invalid('cupo')}
          />
        </Field>
      </div>
      <TerminosListaFields
        fid={fid}
        texts={TERMINOS_RRPP}
        values={values}
        onChange={set}
        invalid={invalid}
      />
      {error && (
        <p id={fid('error')} className="inline-error" role="alert">
          {error.message}
        </p>
      )}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {isLoading ? T.guardando : T.guardar}
      </Button>
      {aviso && <p role="status">{aviso}</p>}
    </form>
  );
}
