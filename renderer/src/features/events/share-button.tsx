import { EVENT_TEXT } from '@shared/texts/event';
import { useEffect, useState } from 'react';

type Estado = 'idle' | 'copiado' | 'error';

/** Ant Design's share-alt (MIT), here rather than in ui/icons: only this page draws it. */
const SHARE_PATH =
  'M752 664c-28.5 0-54.8 10-75.4 26.7L469.4 540.8a160.68 160.68 0 000-57.6l207.2-149.9C697.2 350 723.5 360 752 360c66.2 0 120-53.8 120-120s-53.8-120-120-120-120 53.8-120 120c0 11.6 1.6 22.7 4.7 33.3L439.9 415.8C410.7 377.1 364.3 352 312 352c-88.4 0-160 71.6-160 160s71.6 160 160 160c52.3 0 98.7-25.1 127.9-63.8l196.8 142.5c-3.1 10.6-4.7 21.8-4.7 33.3 0 66.2 53.8 120 120 120s120-53.8 120-120-53.8-120-120-120zm0-476c28.7 0 52 23.3 52 52s-23.3 52-52 52-52-23.3-52-52 23.3-52 52-52zM312 600c-48.5 0-88-39.5-88-88s39.5-88 88-88 88 39.5 88 88-39.5 88-88 88zm440 236c-28.7 0-52-23.3-52-52s23.3-52 52-52 52 23.3 52 52-23.3 52-52 52z';

/** How long "Link copiado" stays. */
const AVISO_MS = 2500;

/**
 * "Compartir": the system's share sheet where the browser has one (phones: WhatsApp,
 * Instagram…), else the link is copied and "Link copiado" says so. Closing the share sheet
 * is no error.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [estado, setEstado] = useState<Estado>('idle');
  useEffect(() => {
    if (estado === 'idle') return;
    const t = setTimeout(() => setEstado('idle'), AVISO_MS);
    return () => clearTimeout(t);
  }, [estado]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closed by the person, or refused: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setEstado('copiado');
    } catch {
      setEstado('error');
    }
  };

  return (
    <div className="share">
      <button type="button" className="btn btn-share" onClick={() => void share()}>
        <svg
          viewBox="64 64 896 896"
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d={SHARE_PATH} />
        </svg>
        <span>{EVENT_TEXT.compartir}</span>
      </button>
      <p className="share-status" role="status">
        {estado === 'copiado' && EVENT_TEXT.linkCopiado}
        {estado === 'error' && EVENT_TEXT.linkNoCopiado}
      </p>
    </div>
  );
}
