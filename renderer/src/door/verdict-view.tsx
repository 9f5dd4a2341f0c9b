import { useEffect, useRef } from 'react';
import {
  DNI_VEREDICTO_TEXT,
  DOOR_TEXT,
  SCAN_RESULT_TEXT,
  listaAdmitidaText,
  listaRrppText,
  listaCerradaText,
  primerIngresoText,
} from '@shared/texts/door';
import { formatHora, formatPesos } from '../ui/format';
import type { Verdict } from './door-session';

/** An admitted person walks on: the screen clears itself; a refusal waits for a tap. */
export const ADMITTED_HOLD_MS = 5_000;

/** The answer at a glance: the whole screen in the verdict's colour, headline first. */
export function VerdictView({
  verdict,
  onNext,
  onExpire,
}: {
  verdict: Verdict;
  /** Staff tapped "Siguiente". */
  onNext: () => void;
  /** An admitted verdict cleared itself after ADMITTED_HOLD_MS. */
  onExpire: () => void;
}) {
  const next = useRef<HTMLButtonElement>(null);
  const { resultado } = verdict;
  const headline =
    resultado === 'menor' || resultado === 'no_coincide'
      ? DNI_VEREDICTO_TEXT[resultado]
      : SCAN_RESULT_TEXT[resultado];
  useEffect(() => {
    next.current?.focus();
    if (verdict.resultado !== 'admitido') return;
    const timer = setTimeout(onExpire, ADMITTED_HOLD_MS);
    return () => clearTimeout(timer);
  }, [verdict, onExpire]);

  const { lista, dsTipo, admite } = verdict;
  const lines = [
    verdict.primerIngreso
      ? primerIngresoText(formatHora(verdict.primerIngreso.at), verdict.primerIngreso.puerta)
      : null,
    verdict.resultado === 'lista_vencida' && lista?.hasta
      ? listaCerradaText(formatHora(lista.hasta))
      : null,
    verdict.resultado === 'admitido' && lista
      ? listaAdmitidaText(lista.precio > 0 ? formatPesos(lista.precio) : null)
      : null,
    lista?.rrpp ? listaRrppText(lista.rrpp) : null,
    // A type named apart from what it admits as ("1ra tanda") says both; a ticket the door
    // knows only by its signed code says what it admits as.
    dsTipo && admite && admite !== dsTipo
      ? DOOR_TEXT.tipoAdmite(dsTipo, admite)
      : (dsTipo ?? admite),
    verdict.nroFecha !== null ? DOOR_TEXT.dia(verdict.nroFecha) : null,
    verdict.titular,
    verdict.dniVerificado ? DNI_VEREDICTO_TEXT.ok : null,
  ].filter((l): l is string => Boolean(l));
  // What staff hand over with the ticket: only to someone let in.
  const entregar =
    verdict.resultado === 'admitido' && verdict.adicionales.length > 0
      ? DOOR_TEXT.entregar(verdict.adicionales)
      : null;

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={DOOR_TEXT.resultado}
      className={`door-verdict door-verdict-${verdict.resultado}`}
    >
      <h1>{headline}</h1>
      {entregar && <p className="door-verdict-entregar">{entregar}</p>}
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {verdict.local && <p className="door-verdict-note">{DOOR_TEXT.decididoSinConexion}</p>}
      <button ref={next} type="button" onClick={onNext}>
        {DOOR_TEXT.siguiente}
      </button>
    </div>
  );
}
