import { useCallback, useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { BOLETERIA_TEXT } from '@shared/texts/boleteria';
import { DOOR_TEXT } from '@shared/texts/door';
import { formatFechaCorta } from '../ui/format';
import { verificarDni, type DniLeido } from '@shared/domain/dni';
import { Camera } from './camera';
import { DniCheck } from './dni-check';
import { DoorApiError } from './door-client';
import type { DoorSession, ScanInput, Verdict } from './door-session';
import { signal } from './feedback';
import { HolderSearch } from './holder-search';
import { StatusBar } from './status-bar';
import { VerdictView } from './verdict-view';
import { DoorError } from './door-error';

/** The door at work: camera, typed code, search by holder, and the verdict over everything. */
export function ScanScreen({
  session,
  puerta,
  cameraOn,
  onCameraChange,
  onChangeEvent,
  onSignOut,
  onRefused,
  onBoxOffice,
}: {
  session: DoorSession;
  puerta: string;
  cameraOn: boolean;
  onCameraChange: (on: boolean) => void;
  onChangeEvent: () => void;
  onSignOut: () => void;
  onRefused: (error: DoorApiError) => void;
  /** Opens the box office; the day says whether this person sells. */
  onBoxOffice: () => void;
}) {
  const status = useSyncExternalStore(session.subscribe, session.getStatus);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** An 18+ night: the ticket that would be let in, waiting for its holder's DNI. */
  const [dniStep, setDniStep] = useState<{
    input: ScanInput;
    titular: { dni: string; nombre: string } | null;
  } | null>(null);
  const day = session.currentDay;
  const { edadMinima } = day;

  useEffect(() => {
    session.onRefused = onRefused;
    return session.run();
  }, [session, onRefused]);

  useEffect(() => {
    // Fetched while online, so the service worker keeps the decoder for a night offline.
    if (edadMinima !== null) void import('./dni-reader').then((m) => m.warmDniReader());
  }, [edadMinima]);

  const check = useCallback(
    async (input: ScanInput, dniVerificado = false) => {
      setBusy(true);
      setError(null);
      try {
        if (edadMinima !== null && !dniVerificado) {
          const preview = await session.preview(input);
          if (preview.resultado === 'admitido') {
            setDniStep({ input, titular: preview.titular });
            return;
          }
        }
        const v = await session.scan(input);
        signal(v.resultado);
        setVerdict(dniVerificado && v.resultado === 'admitido' ? { ...v, dniVerificado } : v);
      } catch (e) {
        if (e instanceof DoorApiError && (e.status === 401 || e.status === 404)) onRefused(e);
        else setError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
    [session, onRefused, edadMinima],
  );

  function dniRead(dni: DniLeido) {
    if (!dniStep || edadMinima === null) return;
    setDniStep(null);
    const veredicto = verificarDni(dni, dniStep.titular, edadMinima, new Date(day.fecha.inicio));
    if (veredicto === 'ok') return void check(dniStep.input, true);
    // Refused before the ticket was let in: nothing is recorded, the ticket stays unused.
    signal(veredicto);
    setVerdict({
      resultado: veredicto,
      dsTipo: null,
      admite: null,
      titular: dniStep.titular?.nombre ?? null,
      nroFecha: null,
      primerIngreso: null,
      lista: null,
      adicionales: [],
      local: false,
    });
  }

  const next = useCallback(() => setVerdict(null), []);

  function typed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const codigo = String(new FormData(form).get('codigo') ?? '').trim();
    if (!codigo) return;
    form.reset();
    void check({ codigo });
  }

  return (
    <main className="door-scan">
      <header className="door-header">
        <div>
          <h1>{day.nombreEvento}</h1>
          <p className="door-hint">
            {`${DOOR_TEXT.dia(day.fecha.nroFecha)} · ${formatFechaCorta(day.fecha.inicio)} · ${puerta}`}
          </p>
        </div>
        <div className="door-actions">
          {day.vende && (
            <button type="button" className="door-link" onClick={onBoxOffice}>
              {BOLETERIA_TEXT.irABoleteria}
            </button>
          )}
          <button type="button" className="door-link" onClick={onChangeEvent}>
            {DOOR_TEXT.cambiarEvento}
          </button>
          <button type="button" className="door-link" onClick={onSignOut}>
            {DOOR_TEXT.cerrarSesion}
          </button>
        </div>
      </header>
      <StatusBar status={status} />
      <Camera
        on={cameraOn && !dniStep}
        active={!verdict && !busy}
        onCode={(codigo) => void check({ codigo })}
      />
      <button type="button" className="door-link" onClick={() => onCameraChange(!cameraOn)}>
        {cameraOn ? DOOR_TEXT.camaraApagar : DOOR_TEXT.camaraEncender}
      </button>
      <form onSubmit={typed} className="door-form door-inline">
        <label>
          {DOOR_TEXT.escribirCodigo}
          <input
            name="codigo"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="door-codigo-ayuda"
          />
        </label>
        <button type="submit" disabled={busy}>
          {DOOR_TEXT.validar}
        </button>
        <p id="door-codigo-ayuda" className="door-hint">
          {DOOR_TEXT.escribirCodigoAyuda}
        </p>
      </form>
      <DoorError message={error} />
      <HolderSearch day={day} onPick={(tid) => void check({ tid })} />
      {dniStep && edadMinima !== null && (
        <DniCheck
          edadMinima={edadMinima}
          titular={dniStep.titular}
          cameraOn={cameraOn}
          onDni={dniRead}
          onCancel={() => setDniStep(null)}
        />
      )}
      {verdict && <VerdictView verdict={verdict} onNext={next} onExpire={next} />}
    </main>
  );
}
