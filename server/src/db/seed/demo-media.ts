import { DEMO_ARTISTS } from './demo-artists';
import { DEMO_EVENTS } from './demo-events';
import {
  renderArtistPhoto,
  renderBanner,
  renderFlyer,
  renderNewsImage,
  type RenderedImage,
} from './demo-images';
import { DEMO_NEWS } from './demo-news';
import { DEMO_PLACES } from './demo-places';
import { DEMO_TERMS_EARLIER_DAYS } from './demo-terms';
import { argentinaHour, days, demoNights, shortArgentinaDate } from './demo-time';
import { renderTermsPdf } from './terms-pdf';

const BANNERS = [
  {
    titulo: 'La noche empieza acá',
    subtitulo: 'Entradas para las mejores fiestas electrónicas del país',
    hue: 270,
  },
  {
    titulo: 'Fiestas en todo el país',
    subtitulo: 'De Bariloche a Tucumán, encontrá tu próxima pista',
    hue: 200,
  },
  {
    titulo: 'Afters y fiestas LGBTIQ+',
    subtitulo: 'Con protocolo de cuidados y agua gratis en cada evento',
    hue: 320,
  },
  {
    titulo: 'Comprá seguro',
    subtitulo: 'Pagá con Mercado Pago y recibí tu entrada con QR al instante',
    hue: 150,
  },
];

/** A file ready for the media store; width and height only for images. */
export interface DemoFile {
  bytes: Uint8Array;
  mime: string;
  width: number | null;
  height: number | null;
}

export interface DemoMedia {
  /** Same order as DEMO_EVENTS. */
  flyers: RenderedImage[];
  /** Same order as CAROUSEL_KEYS. */
  banners: RenderedImage[];
  /** By artist name, for the artists that have a photo. */
  artistPhotos: Map<string, RenderedImage>;
  /** Same order as DEMO_NEWS. */
  news: RenderedImage[];
  termsPdf: DemoFile;
  /** The terms version in force before (demo-terms.ts). */
  termsPdfAnterior: DemoFile;
}

/** Renders every demo file at once; sharp spreads the work over libvips' thread pool. */
export async function renderDemoMedia(now: Date): Promise<DemoMedia> {
  const flyers = Promise.all(
    DEMO_EVENTS.map((ev, i) => {
      const nights = demoNights(ev, now);
      const horas = `${argentinaHour(nights[0]!.inicio)} A ${argentinaHour(nights[0]!.fin)} H`;
      const place = DEMO_PLACES[ev.place];
      return renderFlyer({
        nombre: ev.nombre,
        fechaTexto: `${nights.map((n) => shortArgentinaDate(n.inicio)).join(' / ')} · ${horas}`,
        lugarTexto: [place.venue, place.localidadNombre, place.provinciaNombre]
          .filter((v, j, all) => all.indexOf(v) === j)
          .join(' · '),
        generos: ev.generos,
        hue: ev.hue,
        seed: 1000 + i,
        ...(ev.flyer && { forma: ev.flyer, lineup: ev.artistas }),
      });
    }),
  );
  const banners = Promise.all(BANNERS.map((b, i) => renderBanner({ ...b, seed: 2000 + i })));
  const withPhoto = DEMO_ARTISTS.filter((a) => a.photo);
  const photos = Promise.all(
    withPhoto.map((a, i) => renderArtistPhoto({ hue: (i * 47) % 360, seed: 3000 + i })),
  );
  const news = Promise.all(
    DEMO_NEWS.map((n, i) => renderNewsImage({ titulo: n.titulo, hue: n.hue, seed: 4000 + i })),
  );
  // One Promise.all, so a failure in any render is handled (no unhandled rejection).
  const [flyerList, bannerList, photoList, newsList, termsPdf, termsPdfAnterior] =
    await Promise.all([
      flyers,
      banners,
      photos,
      news,
      renderTermsPdf(now),
      renderTermsPdf(new Date(now.getTime() - days(DEMO_TERMS_EARLIER_DAYS))),
    ]);
  return {
    flyers: flyerList,
    banners: bannerList,
    artistPhotos: new Map(withPhoto.map((a, i) => [a.nombre, photoList[i]!])),
    news: newsList,
    termsPdf: { bytes: termsPdf, mime: 'application/pdf', width: null, height: null },
    termsPdfAnterior: {
      bytes: termsPdfAnterior,
      mime: 'application/pdf',
      width: null,
      height: null,
    },
  };
}
