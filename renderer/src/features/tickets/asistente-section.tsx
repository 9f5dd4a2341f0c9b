import {
  NOMBRE_ASISTENTE_MAX,
  nombreAsistenteSchema,
  type TicketDetalle,
} from '@shared/api/after-sale';
import { TICKET_TEXT as T } from '@shared/texts/tickets';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { useNombrarAsistenteMutation } from './api';

type Accion = 'guardar' | 'quitar';

/**
 * Who uses the ticket (a friend at the holder's mesa: a "Mesa VIP x6" gives six tickets, one per
 * person; docs/decisions/0089-mesas-and-order-limits.md): the name the door will ask for, saved
 * or cleared with PUT /Entrada/NombreAsistente. Shown only while the ticket can still let someone
 * in (the page decides); the server's refusal (used meanwhile, too long) shows beside the field.
 * Nothing appears or moves while typing or on leaving the field, so the button takes the first
 * tap even as the phone's keyboard closes.
 */
export function AsistenteSection({ entrada }: { entrada: TicketDetalle }) {
  const id = useId();
  const inputId = `${id}-nombre`;
  const actual = entrada.nombreAsistente ?? '';
  const [nombre, setNombre] = useState(actual);
  // The ticket read again (after saving, or elsewhere) brings its name into the field.
  const [leido, setLeido] = useState(actual);
  if (leido !== actual) {
    setLeido(actual);
    setNombre(actual);
  }
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [accion, setAccion] = useState<Accion | null>(null);
  // A second tap before React re-renders the disabled button sends nothing more.
  const enviando = useRef(false);
  const [nombrar] = useNombrarAsistenteMutation();

  const enviar = async (valor: string | null, que: Accion) => {
    if (enviando.current) return;
    setAviso(null);
    const parsed = nombreAsistenteSchema.safeParse({ idTicket: entrada.idTicket, nombre: valor });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'nombre');
      setError(issue?.message ?? parsed.error.issues[0]?.message ?? T.errorNombre);
      return;
    }
    if (que === 'guardar' && parsed.data.nombre === null && !actual) {
      setError(T.nombreFalta);
      return;
    }
    setError(null);
    enviando.current = true;
    setAccion(que);
    try {
      const ticket = await nombrar(parsed.data).unwrap();
      setNombre(ticket.nombreAsistente ?? '');
      setAviso(ticket.nombreAsistente ? T.nombreGuardado : T.nombreQuitado);
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500) console.error('No se pudo nombrar la entrada', err);
      // 409 (used meanwhile), 400 (too long), 404: the server's own words.
      setError(problemDetail(err, T.errorNombre));
    } finally {
      enviando.current = false;
      setAccion(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void enviar(nombre, 'guardar');
  };

  const describedBy = [`${id}-ayuda`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <section className="ticket-section asistente-section" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.asistenteSeccion}</h2>
      <form className="asistente-form" noValidate onSubmit={onSubmit}>
        <label htmlFor={inputId}>{T.asistenteLabel}</label>
        <input
          id={inputId}
          className="input"
          type="text"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={NOMBRE_ASISTENTE_MAX}
          value={nombre}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setNombre(e.target.value);
            setAviso(null);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="inline-error" role="alert">
            {error}
          </p>
        )}
        <p id={`${id}-ayuda`} className="muted asistente-ayuda">
          {T.asistenteAyuda}
        </p>
        <div className="asistente-actions">
          <button type="submit" className="btn btn-primary" disabled={accion !== null}>
            {accion === 'guardar' ? T.guardando : T.guardarNombre}
          </button>
          {actual && (
            <button
              type="button"
              className="btn"
              disabled={accion !== null}
              onClick={() => void enviar(null, 'quitar')}
            >
              {accion === 'quitar' ? T.quitando : T.quitarNombre}
            </button>
          )}
        </div>
        {aviso && (
          <p className="asistente-aviso" role="status">
            {aviso}
          </p>
        )}
      </form>
    </section>
  );
}
