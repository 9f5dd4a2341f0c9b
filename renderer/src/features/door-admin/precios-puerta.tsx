import { preciosPuertaSchema, type PreciosPuertaDia, type TipoPuerta } from '@shared/api/boleteria';
import { MSG } from '@shared/messages';
import { BOLETERIA_TEXT as T } from '@shared/texts/boleteria';
import { DOOR_ADMIN_TEXT } from '@shared/texts/door';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { formatDia, formatNumero } from '../../ui/format';
import { QueryState } from '../../ui/status-text';
import { useGetPreciosPuertaQuery, useGuardarPreciosPuertaMutation } from './api';

/** Whole pesos as typed in es-AR ("12.000", "$ 12000"); empty is "not sold at the door". */
function precioDe(text: string): number | null {
  const t = text.replace(/[$\s]/g, '');
  if (t === '') return null;
  return /^\d+$|^\d{1,3}(\.\d{3})+$/.test(t) ? Number(t.replace(/\./g, '')) : Number.NaN;
}

const textos = (tipos: ReadonlyArray<TipoPuerta>) =>
  Object.fromEntries(
    tipos.map((t) => [t.idEntrada, t.precioPuerta === null ? '' : formatNumero(t.precioPuerta)]),
  );

/**
 * "Precio en puerta" (docs/decisions/0094-box-office.md): per day, the price the box office
 * sells each type at; empty, the door does not sell it. Only for who edits the event: the
 * server refuses anyone else (403, or 404 for an event that is not theirs), and then there is
 * nothing to show.
 */
export function PreciosPuerta({ idEvento }: { idEvento: number }) {
  const query = useGetPreciosPuertaQuery(idEvento, { refetchOnMountOrArgChange: true });
  const status = errorStatus(query.error);
  const ayudaId = useId();
  const refused = status === 403 || status === 404;

  useEffect(() => {
    if (query.error && !refused)
      console.error('No se pudieron cargar los precios en puerta', query.error);
  }, [query.error, refused]);

  if (refused) return null;
  return (
    <section aria-labelledby={`${ayudaId}-titulo`}>
      <h3 id={`${ayudaId}-titulo`}>{T.precioPuertaEtiqueta}</h3>
      <p id={ayudaId} className="muted">
        {T.precioPuertaAyuda}
      </p>
      <QueryState
        query={query}
        texts={{ cargando: T.preciosCargando, error: T.preciosError, reintentar: T.reintentar }}
      >
        {(dias) =>
          dias.map((dia) => (
            <DiaPrecios key={dia.idFecha} idEvento={idEvento} dia={dia} ayudaId={ayudaId} />
          ))
        }
      </QueryState>
    </section>
  );
}

/** One day's types and their door prices, saved together (the server takes a day at a time). */
function DiaPrecios({
  idEvento,
  dia,
  ayudaId,
}: {
  idEvento: number;
  dia: PreciosPuertaDia;
  ayudaId: string;
}) {
  const id = useId();
  const [valores, setValores] = useState(() => textos(dia.tipos));
  const [error, setError] = useState<{ message: string; idEntrada: number | null } | null>(null);
  const [guardados, setGuardados] = useState(false);
  const [guardar, guardando] = useGuardarPreciosPuertaMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setGuardados(false);
    const parsed = preciosPuertaSchema.safeParse({
      idFecha: dia.idFecha,
      precios: dia.tipos.map((t) => ({
        idEntrada: t.idEntrada,
        precioPuerta: precioDe(valores[t.idEntrada] ?? ''),
      })),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      // ['precios', i, 'precioPuerta']: the field the message is about.
      const i = issue.path[1];
      const idEntrada = typeof i === 'number' ? (dia.tipos[i]?.idEntrada ?? null) : null;
      return setError({ message: issue.message, idEntrada });
    }
    setError(null);
    try {
      const tipos = await guardar({ idEvento, ...parsed.data }).unwrap();
      setValores(textos(tipos));
      setGuardados(true);
    } catch (err) {
      setError({ message: problemDetail(err, MSG.errorInterno), idEntrada: null });
    }
  }

  const errorId = `${id}-error`;
  return (
    <form className="door-precios" onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset>
        <legend>{DOOR_ADMIN_TEXT.dia(dia.nroFecha, formatDia(dia.inicio))}</legend>
        {dia.tipos.length === 0 && <p className="muted">{T.preciosSinTipos}</p>}
        {dia.tipos.map((t) => {
          const invalido = error !== null && error.idEntrada === t.idEntrada;
          return (
            <div key={t.idEntrada} className="door-precio">
              <label htmlFor={`${id}-${t.idEntrada}`}>{t.dsTipo}</label>
              <input
                id={`${id}-${t.idEntrada}`}
                className="input"
                inputMode="numeric"
                autoComplete="off"
                maxLength={14}
                value={valores[t.idEntrada] ?? ''}
                aria-invalid={invalido || undefined}
                aria-describedby={invalido ? `${ayudaId} ${errorId}` : ayudaId}
                onChange={(e) => {
                  setGuardados(false);
                  setValores((v) => ({ ...v, [t.idEntrada]: e.target.value }));
                }}
              />
            </div>
          );
        })}
      </fieldset>
      {dia.tipos.length > 0 && (
        <button type="submit" className="btn" disabled={guardando.isLoading}>
          {guardando.isLoading ? T.preciosGuardando : T.preciosGuardar}
        </button>
      )}
      {error && (
        <p id={errorId} role="alert" className="inline-error">
          {error.message}
        </p>
      )}
      {guardados && <p role="status">{T.preciosGuardados}</p>}
    </form>
  );
}
