import { MSG } from '@shared/messages';

/** Placeholder for a route whose screen a later issue builds. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="page page-narrow">
      <h1>{title}</h1>
      <p className="muted">{MSG.seccionProximamente}</p>
    </section>
  );
}
