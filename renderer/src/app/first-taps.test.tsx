// Runs in Chromium: a screen test (vitest.config.ts).
import {
  FIRST_TAPS_GLOBAL,
  PAGE_START_SCRIPT,
  TAP_PENDING_ATTRIBUTE,
} from '@shared/api/page-start';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, expect, test } from 'vitest';
import { replayFirstTaps } from './first-taps';

/** A server-rendered page's buttons: a ticket stepper, a dialog opener and a plain link. */
function Page() {
  const [cantidad, setCantidad] = useState(0);
  const [abierto, setAbierto] = useState(false);
  return (
    <div>
      <output aria-label="Cantidad">{cantidad}</output>
      <button type="button" onClick={() => setCantidad(cantidad + 1)}>
        +
      </button>
      <button type="button" onClick={() => setAbierto(true)}>
        Ingresar
      </button>
      {abierto && <p role="dialog">Iniciar Sesión</p>}
      <a href="#entradas">Entradas</a>
    </div>
  );
}

const root = document.createElement('div');
afterAll(() => root.remove());

test('taps made before the app starts are kept, shown as waiting, and answered in order once it is up; links stay links', async () => {
  root.id = 'root';
  root.innerHTML = renderToString(<Page />);
  document.body.append(root);
  // The page's start script, as the server writes it into the head (shared/api/page-start.ts).
  const start = document.createElement('script');
  start.dataset.entry = 'data:text/javascript,';
  start.dataset.preload = '';
  start.textContent = PAGE_START_SCRIPT;
  document.head.append(start);

  const plus = root.querySelector<HTMLButtonElement>('button:first-of-type')!;
  const ingresar = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Ingresar')!;
  plus.click();
  plus.click();
  ingresar.click();
  // Nothing answers yet (no app), but every tap is taken and shown as waiting.
  expect(root.querySelector('output')!.textContent).toBe('0');
  expect(plus.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(true);
  expect(ingresar.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(true);
  // A link is not held back: it goes where it points without the app.
  root.querySelector('a')!.click();
  expect(window.location.hash).toBe('#entradas');

  await act(async () => {
    hydrateRoot(root, <Page />);
  });
  await act(() => replayFirstTaps());

  expect(root.querySelector('output')!.textContent).toBe('2');
  expect(root.querySelector('[role="dialog"]')?.textContent).toBe('Iniciar Sesión');
  expect(root.querySelectorAll(`[${TAP_PENDING_ATTRIBUTE}]`)).toHaveLength(0);
  // From now on the app answers taps itself: none is held.
  await act(async () => plus.click());
  expect(root.querySelector('output')!.textContent).toBe('3');
  expect(
    (window as unknown as Record<string, { queue: unknown[] }>)[FIRST_TAPS_GLOBAL]!.queue,
  ).toEqual([]);
  history.replaceState(null, '', window.location.pathname);
});
