import type { ComisionesEvento } from '@shared/api/rrpp';
import { COMISION_MODOS, type ComisionModo } from '@shared/domain/equipo';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { RRPP_TEXT as T } from '@shared/texts/rrpp-pantalla';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useGetEventoQuery } from '../../api/eventos-api';
import { errorStatus, problemDetail, problemFieldErrors } from '../../api/problem';
import { OwnEventPage, useEventoIdParam } from '../../ui/own-event-page';
import { useGetComisionesQuery, useGuardarComisionesMutation } from './api';
import {
  guardarPayload,
  reglaVacia,
  reglasDe,
  reglasErrors,
  serverErrors,
  sinErrores,
  type ReglaForm,
  type ReglasErrors,
} from './comisiones-form';
import './rrpp.css';

/**
 * /comisiones-rrpp/{eventoId} (docs/decisions/0092-rrpp.md): what each RRPP of the event's
 * productora earns, as rules: for one ticket type or for every type without its own, a fixed
 * amount per ticket or a percentage of what the buyer paid for it. Each RRPP's rules are saved
 * apart (PUT /Rrpp/Comisiones); the server's refusal shows beside what it refers to. Plain
 * HTML: organisers set this up on a phone too. Who cannot edit the event's prices reads the
 * server's reason (403); others' events do not exist (404).
 */
export function ComisionesRrppPage() {
  const { idEvento, valid } = useEventoIdParam();
  const query = useGetComisionesQuery(idEvento, { skip: !valid, refetchOnMountOrArgChange: true });
  // The event's name for the title, from its public page when it has one.
  const nombre = useGetEventoQuery(idEvento, { skip: !valid || !query.data }).data?.nombre;
  return (
    <OwnEventPage
      className="rrpp-comisiones"
      idEvento={idEvento}
      valid={valid}
      title={() => (nombre ? T.comisionesTituloEvento(nombre) : T.comisionesTitulo)}
      query={query}
      texts={T}
      failure="No se pudieron cargar las comisiones de RRPP"
    >
      {(comisiones) => <Comisiones comisiones={comisiones} />}
    </OwnEventPage>
  );
}

function Comisiones({ comisiones }: { comisiones: ComisionesEvento }) {
  if (comisiones.rrpp.length === 0) {
    return (
      <div className="empty-state">
        <p>{T.sinRrpp}</p>
        <Link to={ROUTES.miProductora.path} className="btn">
          {T.irAMiProductora}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="muted">{T.comisionesAyuda}</p>
      <ul className="rrpp-lista">
        {comisiones.rrpp.map((rrpp) => (
          <li key={rrpp.idUsuario}>
            <ReglasRrpp comisiones={comisiones} rrpp={rrpp} />
          </li>
        ))}
      </ul>
    </>
  );
}

const SIN_ERRORES: ReglasErrors = { valores: {}, general: null };

/** What a failed save tells the person: the server's reason, or that it was not reached. */
function motivo(err: unknown): string {
  const status = errorStatus(err);
  if (status === null || status >= 500) console.error('No se pudieron guardar las comisiones', err);
  if (status === null) return MSG.errorConexion;
  return problemDetail(err, MSG.errorInterno);
}

function ReglasRrpp({
  comisiones,
  rrpp,
}: {
  comisiones: ComisionesEvento;
  rrpp: ComisionesEvento['rrpp'][number];
}) {
  const id = useId();
  const [reglas, setReglas] = useState<ReglaForm[]>(() => reglasDe(comisiones, rrpp.idUsuario));
  const [errores, setErrores] = useState<ReglasErrors>(SIN_ERRORES);
  const [aviso, setAviso] = useState<string | null>(null);
  const [guardar, { isLoading }] = useGuardarComisionesMutation();

  const cambiar = (key: number, patch: Partial<ReglaForm>) => {
    setReglas((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setErrores(SIN_ERRORES);
    setAviso(null);
  };
  const quitar = (key: number) => {
    setReglas((rs) => rs.filter((r) => r.key !== key));
    setErrores(SIN_ERRORES);
    setAviso(null);
  };
  const agregar = () => {
    setReglas((rs) => [...rs, reglaVacia()]);
    setAviso(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAviso(null);
    const found = reglasErrors(reglas);
    setErrores(found);
    if (!sinErrores(found)) return;
    try {
      await guardar(guardarPayload(comisiones.idEvento, rrpp.idUsuario, reglas)).unwrap();
      setAviso(T.guardado(rrpp.nombre));
    } catch (err) {
      const detail = motivo(err);
      setErrores(
        errorStatus(err) === 400
          ? serverErrors(problemFieldErrors(err), detail)
          : {
              valores: {},
              general: detail,
            },
      );
    }
  };

  const tituloId = `${id}-titulo`;
  const generalId = `${id}-general`;
  return (
    <form
      className="rrpp-card"
      aria-labelledby={tituloId}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <h2 id={tituloId}>{rrpp.nombre}</h2>
      <p className="muted rrpp-codigo">{T.codigoDe(rrpp.slug.toUpperCase())}</p>
      {reglas.length === 0 ? (
        <p className="muted">{T.sinReglas}</p>
      ) : (
        <ol className="rrpp-reglas">
          {reglas.map((regla, i) => (
            <li key={regla.key}>
              <ReglaFields
                idBase={`${id}-${regla.key}`}
                n={i + 1}
                regla={regla}
                tipos={comisiones.tipos}
                error={errores.valores[i] ?? null}
                onChange={(patch) => cambiar(regla.key, patch)}
                onQuitar={() => quitar(regla.key)}
              />
            </li>
          ))}
        </ol>
      )}
      {errores.general && (
        <p id={generalId} className="inline-error" role="alert">
          {errores.general}
        </p>
      )}
      <div className="rrpp-acciones">
        <button type="button" className="btn" onClick={agregar}>
          {T.agregarRegla}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          aria-label={T.guardarDe(rrpp.nombre)}
          disabled={isLoading}
        >
          {isLoading ? T.guardando : T.guardar}
        </button>
      </div>
      <p className="rrpp-aviso" role="status">
        {aviso}
      </p>
    </form>
  );
}

function ReglaFields({
  idBase,
  n,
  regla,
  tipos,
  error,
  onChange,
  onQuitar,
}: {
  idBase: string;
  n: number;
  regla: ReglaForm;
  tipos: ComisionesEvento['tipos'];
  error: string | null;
  onChange: (patch: Partial<ReglaForm>) => void;
  onQuitar: () => void;
}) {
  const ayudaId = `${idBase}-ayuda`;
  const errorId = `${idBase}-error`;
  return (
    <fieldset className="rrpp-regla">
      <legend className="visually-hidden">{T.reglaN(n)}</legend>
      <div className="rrpp-campo">
        <label htmlFor={`${idBase}-tipo`}>{T.tipo}</label>
        <select
          id={`${idBase}-tipo`}
          className="input"
          value={regla.cdTipo}
          onChange={(e) => onChange({ cdTipo: e.target.value })}
        >
          <option value="">{T.todosLosTipos}</option>
          {tipos.map((t) => (
            <option key={t.cdTipo} value={String(t.cdTipo)}>
              {t.nombre}
            </option>
          ))}
        </select>
      </div>
      <div className="rrpp-campo">
        <label htmlFor={`${idBase}-modo`}>{T.modo}</label>
        <select
          id={`${idBase}-modo`}
          className="input"
          value={regla.modo}
          onChange={(e) => onChange({ modo: e.target.value as ComisionModo })}
        >
          {COMISION_MODOS.map((m) => (
            <option key={m} value={m}>
              {T.modos[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="rrpp-campo">
        <label htmlFor={`${idBase}-valor`}>{T.valor}</label>
        <input
          id={`${idBase}-valor`}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          value={regla.valor}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${ayudaId}` : ayudaId}
          onChange={(e) => onChange({ valor: e.target.value })}
        />
        <p id={ayudaId} className="muted rrpp-ayuda">
          {T.valorAyuda[regla.modo]}
        </p>
        {error && (
          <p id={errorId} className="inline-error rrpp-ayuda" role="alert">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn rrpp-quitar"
        aria-label={T.quitarReglaN(n)}
        onClick={onQuitar}
      >
        {T.quitarRegla}
      </button>
    </fieldset>
  );
}
