import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { DESAFIO_WIDGET } from '@shared/texts/desafio';
import { useEffect, useRef } from 'react';
import { getPlatform } from '../../platform';
import type { DesafioSolver } from './desafio-solver';
import './desafio.css';

/**
 * ALTCHA's widget (self-hosted proof of work; docs/decisions/0076-hostile-users.md), loaded
 * only where a form needs it. The `external` build ships no inline workers: the PBKDF2 worker
 * is a file of our own build (Vite's `?worker`), so the Content-Security-Policy needs no
 * `blob:`. Its words are Pulso's (shared/texts/desafio.ts). The widget fetches each challenge
 * from GET /Desafio itself; the solver asks it to solve and takes the payloads.
 */
const LANGUAGE = 'es-ar';
globalThis.$altcha.i18n.set(LANGUAGE, { ...DESAFIO_WIDGET });
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export default function DesafioWidget({ solver }: { solver: DesafioSolver }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current as AltchaWidgetElement | null;
    if (!el) return;
    let detach: (() => void) | null = null;
    let cancelled = false;
    const ready = async () => {
      await el.configure({
        challenge: `${getPlatform().apiBase}/Desafio`,
        language: LANGUAGE,
        auto: 'off',
        hideFooter: true,
        // The work takes what it takes; no pause added on fast devices.
        minDuration: 0,
        // Nothing leaves the device but the solution.
        humanInteractionSignature: false,
      });
      if (!cancelled) detach = solver.attach(el);
    };
    // The widget's methods exist once it has loaded (ALTCHA's `load` event).
    if (typeof el.configure === 'function') void ready();
    else el.addEventListener('load', () => void ready(), { once: true });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [solver]);

  return (
    <div className="desafio">
      <altcha-widget ref={ref} />
    </div>
  );
}
