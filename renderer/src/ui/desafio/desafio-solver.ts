import { DesafioFallido } from './desafio-error';

/** The part of ALTCHA's <altcha-widget> the solver drives (altcha/types). */
export interface WidgetHandle extends HTMLElement {
  verify: () => Promise<unknown>;
  getState: () => string;
}

interface Waiter {
  resolve: (payload: string) => void;
  reject: (error: Error) => void;
}

/**
 * Hands out solved challenges, one per request (a solution works once on the server). The
 * widget fetches and solves them; `solve()` waits for the next one. Ahead of time (`siempre`,
 * for actions that always need one: sign-up, the fila virtual) the widget starts solving as
 * soon as it shows, and again when a solution expires unused, so the submit does not wait.
 */
export class DesafioSolver {
  private widget: WidgetHandle | null = null;
  private ready: string | null = null;
  private waiters: Waiter[] = [];

  constructor(private readonly ahead: boolean) {}

  attach(widget: WidgetHandle): () => void {
    this.widget = widget;
    const onVerified = (e: Event) => this.solved((e as CustomEvent<{ payload: string }>).detail);
    const onState = (e: Event) => {
      if ((e as CustomEvent<{ state: string }>).detail.state === 'error') this.failed();
    };
    const onExpired = () => {
      this.ready = null;
      if (this.ahead || this.waiters.length > 0) this.start();
    };
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('statechange', onState);
    widget.addEventListener('expired', onExpired);
    if (this.ahead || this.waiters.length > 0) this.start();
    return () => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('expired', onExpired);
      if (this.widget === widget) this.widget = null;
    };
  }

  /** The next solved challenge's payload (the x-desafio header), spent by the caller. */
  solve(): Promise<string> {
    if (this.ready) {
      const payload = this.ready;
      this.ready = null;
      return Promise.resolve(payload);
    }
    return new Promise<string>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.start();
    });
  }

  private start() {
    if (!this.widget || this.widget.getState() === 'verifying') return;
    void this.widget.verify();
  }

  private solved({ payload }: { payload: string }) {
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(payload);
    else this.ready = payload;
    if (this.waiters.length > 0) this.start();
  }

  private failed() {
    const waiters = this.waiters.splice(0);
    for (const w of waiters) w.reject(new DesafioFallido());
  }
}
