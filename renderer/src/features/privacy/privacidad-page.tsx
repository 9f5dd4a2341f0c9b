import { PRIVACY_TEXT as T } from '@shared/texts/admin-content';

/** /privacidad (public): what Pulso stores about a person and why, in plain words. */
export function PrivacidadPage() {
  return (
    <article className="page page-article privacy-page">
      <h1>{T.titulo}</h1>
      <p>{T.intro}</p>
      {T.secciones.map((seccion) => (
        <section key={seccion.titulo} aria-label={seccion.titulo}>
          <h2>{seccion.titulo}</h2>
          {seccion.parrafos.map((parrafo) => (
            <p key={parrafo}>{parrafo}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
