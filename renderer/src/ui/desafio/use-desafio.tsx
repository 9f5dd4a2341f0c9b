import { DESAFIO_HEADER } from '@shared/api/desafio-header';
import { DESAFIO_WIDGET } from '@shared/texts/desafio';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { DesafioFallido, pideDesafioError } from './desafio-error';
import { DesafioSolver } from './desafio-solver';

const DesafioWidget = lazy(() => import('./desafio-widget'));

/** Solutions one action may need: a first one, and one more if that one expired meanwhile. */
const MAX_ROUNDS = 2;

export type DesafioHeaders = Partial<Record<typeof DESAFIO_HEADER, string>>;

export interface Desafio {
  /**
   * Runs a call; when the server asks for a challenge (shared/api/desafio.ts) the widget
   * shows, solves one and the call runs again with it, so one tap is enough and nothing typed
   * is lost. Throws the call's own error, or DesafioFallido when no solution is accepted.
   */
  run: <T>(call: (headers: DesafioHeaders) => Promise<T>) => Promise<T>;
  /** Shows the widget and waits for one solution (for a query the page runs by itself). */
  solve: () => Promise<string>;
  /** True from the call until its last answer (the form's button shows it is working). */
  busy: boolean;
  /** The widget, where the form shows it (null until a challenge is asked for). */
  element: ReactNode;
}

/**
 * The proof-of-work challenge of one form. `siempre`: the action always needs one (sign-up,
 * joining the fila virtual), so the widget shows and solves from the start, while the person
 * types, and the call carries it the first time.
 */
export function useDesafio({ siempre = false }: { siempre?: boolean } = {}): Desafio {
  const solverRef = useRef<DesafioSolver | null>(null);
  solverRef.current ??= new DesafioSolver(siempre);
  const solver = solverRef.current;
  const [visible, setVisible] = useState(siempre);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T,>(call: (headers: DesafioHeaders) => Promise<T>): Promise<T> => {
      setBusy(true);
      try {
        let payload = siempre ? await solver.solve() : null;
        for (let round = 0; ; round++) {
          try {
            return await call(payload ? { [DESAFIO_HEADER]: payload } : {});
          } catch (err) {
            if (!pideDesafioError(err)) throw err;
            if (round >= MAX_ROUNDS) throw new DesafioFallido();
            setVisible(true);
            payload = await solver.solve();
          }
        }
      } finally {
        setBusy(false);
      }
    },
    [siempre, solver],
  );

  const solve = useCallback(() => {
    setVisible(true);
    return solver.solve();
  }, [solver]);

  const element = visible ? (
    <Suspense
      fallback={
        <p className="desafio muted" role="status">
          {DESAFIO_WIDGET.loading}
        </p>
      }
    >
      <DesafioWidget solver={solver} />
    </Suspense>
  ) : null;

  return { run, solve, busy, element };
}
