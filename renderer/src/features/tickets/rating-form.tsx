import { crearReseniaSchema } from '@shared/api/after-sale';
import { TICKET_TEXT as T } from '@shared/texts/tickets';
import { useId, useState, type FormEvent } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { StarInput } from '../../ui/stars';
import { useCrearReseniaMutation } from './api';

type Errors = Partial<Record<'estrellas' | 'texto', string>>;

/**
 * Rating the party once the event has ended (issue 6): 1 to 5 stars and a text, checked with
 * the server's own schema before sending; the server refuses a second rating or a non-attendee.
 */
export function RatingForm({ idEvento, onDone }: { idEvento: number; onDone: () => void }) {
  const id = useId();
  const [estrellas, setEstrellas] = useState(0);
  const [texto, setTexto] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [crear, { isLoading }] = useCrearReseniaMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = crearReseniaSchema.safeParse({ idEvento, estrellas, texto });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'estrellas' || field === 'texto') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await crear(parsed.data).unwrap();
      onDone();
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500) console.error('No se pudo guardar la reseña', err);
      setServerError(problemDetail(err, T.errorResenia));
    }
  };

  return (
    <form className="rating-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <StarInput
        label={T.estrellas}
        value={estrellas}
        onChange={(n) => {
          setEstrellas(n);
          setErrors((e) => ({ ...e, estrellas: undefined }));
        }}
        invalid={Boolean(errors.estrellas)}
        describedBy={errors.estrellas ? `${id}-estrellas` : undefined}
      />
      {errors.estrellas && (
        <p id={`${id}-estrellas`} className="inline-error" role="alert">
          {errors.estrellas}
        </p>
      )}
      <label htmlFor={`${id}-texto`}>{T.texto}</label>
      <textarea
        id={`${id}-texto`}
        className="input"
        rows={4}
        maxLength={2000}
        value={texto}
        aria-invalid={errors.texto ? true : undefined}
        aria-describedby={errors.texto ? `${id}-texto-error` : undefined}
        onChange={(e) => setTexto(e.target.value)}
      />
      {errors.texto && (
        <p id={`${id}-texto-error`} className="inline-error" role="alert">
          {errors.texto}
        </p>
      )}
      {serverError && (
        <p className="inline-error" role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? T.enviando : T.enviar}
      </button>
    </form>
  );
}
