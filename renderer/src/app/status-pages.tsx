import { FRAME_TEXT } from '@shared/texts/frame';
import { useState } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { getPlatform } from '../platform';

export function NotFoundPage() {
  return (
    <section className="page page-narrow">
      <h1>{FRAME_TEXT.noEncontrado}</h1>
      <Link to="/">{FRAME_TEXT.volverAlInicio}</Link>
    </section>
  );
}

/** How browsers word a screen's code that did not arrive (Chromium, Firefox, Safari, Vite). */
const NOT_LOADED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;

function notLoaded(error: unknown): boolean {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || (error instanceof Error && NOT_LOADED.test(error.message));
}

/**
 * Shown inside the frame (header, footer) when a screen throws while loading or rendering. A
 * screen whose code could not be downloaded (the server or the connection is down) says so and
 * offers to try again: once the server answers, the page reloads and asks for that screen again
 * (React Router keeps a failed screen load for the router's life, so only a reload retries it).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const [checking, setChecking] = useState(false);
  const [attempts, setAttempts] = useState(0);
  if (!notLoaded(error)) {
    return (
      <section className="page page-narrow">
        <h1>{FRAME_TEXT.errorInterno}</h1>
        <a href="/">{FRAME_TEXT.volverAlInicio}</a>
      </section>
    );
  }
  const retry = async () => {
    setChecking(true);
    // The smallest answer of the server: is it back?
    const answered = await fetch(`${getPlatform().apiBase}/Config`, { cache: 'no-store' }).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return window.location.reload();
    setChecking(false);
    setAttempts((n) => n + 1);
  };
  return (
    <section className="page page-narrow">
      {/* The key re-announces the alert after each failed attempt. */}
      <div className="status-text" role="alert" key={attempts}>
        <p>{FRAME_TEXT.sinConexion}</p>
        <button type="button" className="btn" disabled={checking} onClick={() => void retry()}>
          {FRAME_TEXT.reintentar}
        </button>
      </div>
    </section>
  );
}
