/** What link previews and search listings read (issue 11): titles and descriptions per page. */
export const SEO_TEXT = {
  sitio: 'Pulso',
  /** The website's default description (renderer/index.html says the same). */
  descripcion: 'Pulso: entradas para la escena electrónica argentina.',
  inicio: 'Pulso · Fiestas y entradas de música electrónica en Argentina',
  titulo: (nombre: string) => `${nombre} · Pulso`,
  artistas: 'Artistas · Pulso',
  artistasDescripcion: 'Los artistas de la escena electrónica argentina en Pulso.',
  noticias: 'Noticias · Pulso',
  noticiasDescripcion: 'Novedades de la escena electrónica argentina.',
  /** "Sábado 29 de noviembre, 23:00 · Av. Siempre Viva 742, Palermo. <descripción>" */
  evento: (cuando: string, donde: string, descripcion: string) =>
    [`${cuando} · ${donde}.`, descripcion].filter(Boolean).join(' '),
} as const;
