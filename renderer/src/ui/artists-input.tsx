import { addArtista, type ArtistaElegido } from '@shared/domain/name-match';
import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { Button, Input, Space, Tag } from 'antd';
import { useId, useState } from 'react';
import { FieldItem, invalidProps } from './field-item';

interface Props {
  value: ReadonlyArray<ArtistaElegido>;
  onChange: (value: ArtistaElegido[]) => void;
  /** Active artists to match typed names against (suggested while typing). */
  existentes: ReadonlyArray<{ idArtista: number; nombre: string }>;
  /** What is wrong with the line-up (none added), under the input. */
  error?: string | null;
}

/**
 * The line-up of the event forms (docs/architecture.md, "Renderer"): typing a name and pressing
 * Enter (or Agregar) adds the existing artist of that name, case-insensitively, or a new
 * one as typed, marked "Nuevo"; artists already listed are ignored. Each chip can be removed.
 */
export function ArtistsInput({ value, onChange, existentes, error }: Props) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const listId = useId();
  const add = () => {
    if (typed.trim() === '') return;
    onChange(addArtista(value, typed, existentes));
    setTyped('');
  };
  return (
    <div className="artists-input">
      <label htmlFor={inputId}>{T.artistaInput}</label>
      <FieldItem fieldId={inputId} error={error}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id={inputId}
            {...invalidProps(inputId, error)}
            list={listId}
            value={typed}
            placeholder={T.artistaPlaceholder}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button onClick={add}>{T.artistaAgregar}</Button>
        </Space.Compact>
      </FieldItem>
      <datalist id={listId}>
        {existentes.map((a) => (
          <option key={a.idArtista} value={a.nombre} />
        ))}
      </datalist>
      {value.length === 0 ? (
        <p className="muted artists-empty">{T.artistasVacio}</p>
      ) : (
        <ul className="artists-chips" aria-label={T.artistas}>
          {value.map((a, i) => (
            <li key={`${a.idArtista ?? 'n'}-${a.nombre}`}>
              <Tag>
                {a.nombre}
                {a.idArtista === undefined && (
                  <span className="artist-new"> · {T.artistaNuevo}</span>
                )}
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={T.artistaQuitar(a.nombre)}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
