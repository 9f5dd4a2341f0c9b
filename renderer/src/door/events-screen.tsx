import { useEffect, useState, type FormEvent } from 'react';
import type { PuertaEvento } from '@shared/api/door';
import { PUERTA_NOMBRE_MAX } from '@shared/domain/door';
import { DOOR_TEXT } from '@shared/texts/door';
import { formatFechaCorta } from '../ui/format';
import { DoorApiError, type DoorClient } from './door-client';
import { DoorError } from './door-error';

/** The events whose door the person may open now, the day to scan, and this door's name. */
export function EventsScreen({
  client,
  puerta,
  onStart,
  onSignOut,
  onRefused,
}: {
  client: DoorClient;
  puerta: string;
  onStart: (idFecha: number, puerta: string) => Promise<void>;
  onSignOut: () => void;
  onRefused: (error: DoorApiError) => void;
}) {
  const [eventos, setEventos] = useState<PuertaEvento[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    client.eventos().then(
      (r) => live && setEventos(r.eventos),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof DoorApiError && e.status === 401) onRefused(e);
        else setError(DOOR_TEXT.errorDescarga);
      },
    );
    return () => {
      live = false;
    };
  }, [client, attempt, onRefused]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const nombre = String(data.get('puerta') ?? '').trim();
    const idFecha = Number(data.get('fecha'));
    if (!nombre) return setFormError(DOOR_TEXT.nombrePuertaFalta);
    setFormError(null);
    setBusy(true);
    try {
      await onStart(idFecha, nombre);
    } catch (e) {
      setFormError(
        e instanceof DoorApiError && e.status !== null ? e.message : DOOR_TEXT.errorDescarga,
      );
      setBusy(false);
    }
  }

  const first = eventos?.[0]?.fechas[0]?.idFecha;
  return (
    <main className="door-card">
      <header className="door-header">
        <h1>{DOOR_TEXT.eventosTitulo}</h1>
        <button type="button" className="door-link" onClick={onSignOut}>
          {DOOR_TEXT.cerrarSesion}
        </button>
      </header>
      {error ? (
        <>
          <DoorError message={error} />
          <button type="button" onClick={() => (setError(null), setAttempt((n) => n + 1))}>
            {DOOR_TEXT.reintentar}
          </button>
        </>
      ) : eventos === null ? (
        <p role="status">{DOOR_TEXT.cargandoEventos}</p>
      ) : eventos.length === 0 ? (
        <>
          <p>{DOOR_TEXT.sinEventos}</p>
          <p className="door-hint">{DOOR_TEXT.sinEventosPista}</p>
        </>
      ) : (
        <form onSubmit={submit} className="door-form">
          <fieldset>
            <legend>{DOOR_TEXT.elegirDia}</legend>
            {eventos.map((ev) => (
              <section key={ev.idEvento} className="door-event">
                <h2>{ev.nombre}</h2>
                <p className="door-hint">{DOOR_TEXT.rol[ev.rol]}</p>
                {ev.fechas.map((f) => (
                  <label key={f.idFecha} className="door-radio">
                    <input
                      type="radio"
                      name="fecha"
                      value={f.idFecha}
                      defaultChecked={f.idFecha === first}
                    />
                    {`${ev.nombre} · ${DOOR_TEXT.dia(f.nroFecha)} · ${formatFechaCorta(f.inicio)}`}
                  </label>
                ))}
              </section>
            ))}
          </fieldset>
          <label>
            {DOOR_TEXT.nombrePuerta}
            <input name="puerta" defaultValue={puerta} maxLength={PUERTA_NOMBRE_MAX} />
          </label>
          <p className="door-hint">{DOOR_TEXT.nombrePuertaAyuda}</p>
          <DoorError message={formError} />
          <button type="submit" disabled={busy}>
            {busy ? DOOR_TEXT.descargando : DOOR_TEXT.empezar}
          </button>
        </form>
      )}
    </main>
  );
}
