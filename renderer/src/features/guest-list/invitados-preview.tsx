import { LISTA_TEXT } from '@shared/texts/guest-list';
import { useMemo } from 'react';
import { previewGuests } from './lista-form-values';

/**
 * The live preview of a pasted list of guests, checked line by line as it is typed: how many
 * would be added and the lines to correct first. Nothing while the text is empty. Plain HTML,
 * no antd: the RRPP's own lists use it on a phone. The classes are each form's own.
 */
export function InvitadosPreview({
  texto,
  problemasId,
  className,
  problemasClassName,
}: {
  texto: string;
  /** The id of the line naming the problems' list. */
  problemasId: string;
  className: string;
  problemasClassName: string;
}) {
  const preview = useMemo(() => previewGuests(texto), [texto]);
  if (texto.trim() === '') return null;
  return (
    <div className={className} aria-live="polite">
      <p>{LISTA_TEXT.vistaPrevia(preview.invitados.length)}</p>
      {preview.problemas.length > 0 && (
        <>
          <p id={problemasId}>{LISTA_TEXT.problemas}</p>
          <ul aria-labelledby={problemasId} className={problemasClassName}>
            {preview.problemas.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
