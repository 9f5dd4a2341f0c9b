import { MSG } from '@shared/messages';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="page page-narrow">
      <h1>{MSG.noEncontrado}</h1>
      <Link to="/">Volver al inicio</Link>
    </section>
  );
}

/** Shown when a screen throws while rendering or loading (e.g. a chunk failed to download). */
export function RouteErrorPage() {
  return (
    <section className="page page-narrow">
      <h1>{MSG.errorInterno}</h1>
      <a href="/">Volver al inicio</a>
    </section>
  );
}
