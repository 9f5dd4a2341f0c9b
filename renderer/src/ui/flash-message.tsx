import { FRAME_TEXT } from '@shared/texts/frame';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readState, type FlashState } from './navigation-state';

/**
 * The message a screen handed over with navigate(path, {state: flash(...)}), shown above the
 * next screen until closed or until the user moves on. Plain HTML: it lives in the shell.
 */
export function FlashMessage() {
  const location = useLocation();
  const aviso = readState<FlashState>(location.state, 'aviso')?.aviso;
  const [closed, setClosed] = useState<string | null>(null);
  if (!aviso || closed === location.key) return null;
  return (
    <div className={`flash flash-${aviso.tipo}`} role={aviso.tipo === 'error' ? 'alert' : 'status'}>
      <span>{aviso.texto}</span>
      <button
        type="button"
        className="btn btn-link flash-close"
        aria-label={FRAME_TEXT.cerrarAviso}
        onClick={() => setClosed(location.key)}
      >
        ×
      </button>
    </div>
  );
}
