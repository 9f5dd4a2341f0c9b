import { insertDemoProductora } from './demo-productora';
import { DEMO_BOLETERIA, insertDemoBoxOffice } from './demo-box-office';
import {
  insertDemoRrpp,
  insertDemoRrppLists,
  RRPP_EVENT,
  RRPP_SIN_ACCESO_EVENT,
} from './demo-rrpp';
import { eq, sql } from 'drizzle-orm';
import {
  CAROUSEL_KEYS,
  ESTADO_ENTRADA,
  ESTADO_FECHA,
  GENEROS,
  TERMS_MEDIA_KEY,
  TERMS_PAST_MEDIA_KEY,
  TIPO_ENTRADA,
} from '../../../../shared/domain/catalogs';
import { LIMITS } from '@shared/domain/limits';
import { mediaOwnerKey } from '../../../../shared/domain/media-keys';
import {
  insertMediaFileRows,
  newStorageKey,
  saveMediaLink,
  type MediaFileRow,
} from '../../media/media-service';
import type { MediaStore } from '../../media/media-store';
import { createTemplateTandas } from '../../modules/cupos';
import { readTiposFechas, saveTiposFecha } from '../../modules/entradas';
import { hashPassword } from '../../modules/usuarios';
import type { Db } from '../client';
import type { DbTx } from '../executor';
import {
  artistaLikes,
  artistas,
  entradas,
  eventoArtistas,
  eventoGeneros,
  eventos,
  eventosFavoritos,
  fechas,
  fiestas,
  noticias,
  usuarioRoles,
  usuarios,
} from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_MARKER_EMAIL, DEMO_PASSWORD, DEMO_PROFILES } from './demo-accounts';
import { DEMO_ARTISTS, DEMO_INACTIVE_ARTISTS, artistSocials } from './demo-artists';
import { DEMO_EVENTS, DEMO_FIESTAS } from './demo-events';
import { renderDemoMedia, type DemoFile, type DemoMedia } from './demo-media';
import { DEMO_NEWS } from './demo-news';
import { DEMO_PLACES } from './demo-places';
import type { TicketSigner } from '../../tickets/ticket-signer';
import { insertDemoOrders, type DemoPurchase, type SoldRow, type StockRef } from './demo-orders';
import { insertDemoWithdrawalRequest } from './demo-withdrawal';
import { insertDemoCancellation } from './demo-cancelled';
import { eventPrices, stockForNight } from './demo-stock';
import { insertDemoDoor, DEMO_DOOR_EVENT } from './demo-door';
import { insertDemoCodes } from './demo-codes';
import { insertDemoGuests } from './demo-guests';
import { insertDemoResale } from './demo-resale';
import { insertDemoTermsVersions } from './demo-terms';
import { insertDemoTransfer } from './demo-transfers';
import { days, demoNights, floorToHour } from './demo-time';
import { createRandom, type Random } from './random';
import { templateType } from '../../../../shared/domain/stock';

export { DEMO_ACCOUNTS } from './demo-accounts';
export type { DemoAccount } from './demo-accounts';

export interface SeedDemoOptions {
  /** The seed places events around this instant (tests pass a fixed one). */
  now?: Date;
  /** Signs the demo's sold tickets (main.ts passes the server's; otherwise a throw-away key). */
  ticketSigner?: TicketSigner;
  /** Where the demo guests' invitation links point (main.ts passes the server's address). */
  siteUrl?: string;
}

/** Any constant: serialises concurrent seeders (several instances starting on one database). */
const SEED_LOCK_ID = 7_310_424;

async function isSeeded(db: Db | DbTx): Promise<boolean> {
  const rows = await db
    .select({ id: usuarios.idUsuario })
    .from(usuarios)
    .where(eq(usuarios.correo, DEMO_MARKER_EMAIL))
    .limit(1);
  return rows.length > 0;
}

/**
 * Demo data for development and the end-to-end tests: accounts, artists, parties, events in
 * every status, stock, news, favourites, likes, images, carousel and terms PDF. Does nothing
 * (and returns false) when the demo admin already exists.
 */
export async function seedDemo(
  db: Db,
  store: MediaStore,
  options: SeedDemoOptions = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  if (await isSeeded(db)) return false;
  // Images render on libvips' threads while the rows go in; the media rows wait for them.
  const rendering = renderDemoMedia(now);
  rendering.catch(() => undefined); // awaited below; this only keeps an early exit from leaving it unhandled
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      if (await isSeeded(tx)) return false;
      const files = await insertDemoRows(tx, {
        now,
        passwordHash,
        rendering,
        rnd: createRandom(20220917),
        ticketSigner: options.ticketSigner,
        siteUrl: options.siteUrl ?? 'http://localhost:3000',
      });
      // Files go in before commit: if a write fails the rows roll back with it.
      // allSettled: every write has finished before a failure triggers the clean-up below.
      const results = await Promise.allSettled(
        files.map(async (f) => {
          written.push(f.storageKey);
          await store.put(f.storageKey, f.data, f.mime);
        }),
      );
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      return true;
    });
  } catch (err) {
    await Promise.all(written.map((key) => store.remove(key).catch(() => undefined)));
    throw err;
  }
}

/**
 * The demo attendee's own tickets, on each event's first night: an upcoming one she can open,
 * a finished party she can rate (its ticket used at the door) and a night its organiser
 * cancelled (refund under way). Events whose stock the end-to-end tests pin are avoided.
 */
const ATTENDEE_PURCHASES = [
  { eventKey: 'fabrica-industrial', cdTipo: TIPO_ENTRADA.GENERAL, cantidad: 2, daysAgo: 1 },
  { eventKey: 'verano-techno', cdTipo: TIPO_ENTRADA.GENERAL, cantidad: 1, daysAgo: 25 },
  { eventKey: 'delta-cancelado', cdTipo: TIPO_ENTRADA.GENERAL, cantidad: 2, daysAgo: 6 },
] as const;

/** Cancelled by the organiser after it sold (demo-cancelled.ts). */
const CANCELLED_EVENT = 'delta-cancelado';

/** Its first night's VIP is sold out and one VIP ticket is on resale (issue 13). */
const RESALE_EVENT = 'ritual-apertura';
/** Discount codes to try at /comprar (demo-codes.ts). */
const CODES_EVENT = 'subsuelo-acid';

/**
 * The attendee's purchase a withdrawal was asked for (demo-withdrawal.ts): bought a day ago,
 * still inside the window.
 */
const WITHDRAWAL_EVENT = 'fabrica-industrial';

/** The finished night the attendee went to (her ticket was scanned, so she can rate it). */
const FINISHED_NIGHT = 'verano-techno';

type PendingFile = MediaFileRow & { data: Uint8Array };

interface InsertContext {
  now: Date;
  passwordHash: string;
  rendering: Promise<DemoMedia>;
  rnd: Random;
  ticketSigner?: TicketSigner;
  siteUrl: string;
}

async function insertDemoRows(tx: DbTx, ctx: InsertContext): Promise<PendingFile[]> {
  const { now, rnd } = ctx;
  // Owner key -> which rendered file; resolved once rendering is done.
  const wanted: Array<[string, (m: DemoMedia) => DemoFile]> = [];
  const addFile = (idEntidadMedia: string, pick: (m: DemoMedia) => DemoFile) =>
    wanted.push([idEntidadMedia, pick]);
  const links: Array<{ idEntidadMedia: string; url: string }> = [];

  // Accounts.
  const users = await tx
    .insert(usuarios)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        ...DEMO_PROFILES[a.email]!,
        correo: a.email,
        passwordHash: ctx.passwordHash,
        createdAt: new Date(now.getTime() - days(90)),
        correoConfirmadoAt: a.correoSinConfirmar ? null : new Date(now.getTime() - days(90)),
      })),
    )
    .returning({ idUsuario: usuarios.idUsuario, correo: usuarios.correo });
  const userId = (email: string) => users.find((u) => u.correo === email)!.idUsuario;
  await tx
    .insert(usuarioRoles)
    .values(
      DEMO_ACCOUNTS.flatMap((a) => a.roles.map((cdRol) => ({ idUsuario: userId(a.email), cdRol }))),
    );
  const organizer = userId('organizador@pulso.test');
  const attendee = userId('asistente@pulso.test');

  // Artists: active ones, then the two typed into a pending event.
  const allArtists = [...DEMO_ARTISTS, ...DEMO_INACTIVE_ARTISTS];
  const spotifyId = () =>
    Array.from({ length: 22 }, () =>
      rnd.pick([...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz']),
    ).join('');
  const artistRows = await tx
    .insert(artistas)
    .values(
      allArtists.map((a, i) => ({
        nombre: a.nombre,
        bio: a.bio,
        isActivo: a.isActivo,
        ...artistSocials(a, spotifyId()),
        dtAlta: new Date(now.getTime() - days(a.isActivo ? 120 - i * 3 : 2)),
      })),
    )
    .returning({ idArtista: artistas.idArtista, nombre: artistas.nombre });
  const artistId = (nombre: string) => {
    const row = artistRows.find((r) => r.nombre === nombre);
    if (!row) throw new Error(`Demo seed: unknown artist ${nombre}`);
    return row.idArtista;
  };
  for (const a of DEMO_ARTISTS.filter((x) => x.photo)) {
    addFile(mediaOwnerKey('artista', artistId(a.nombre)), (m) => m.artistPhotos.get(a.nombre)!);
  }

  // Recurring parties.
  const fiestaRows = await tx
    .insert(fiestas)
    .values(
      DEMO_FIESTAS.map((dsNombre) => ({
        dsNombre,
        idUsuario: organizer,
        createdAt: new Date(now.getTime() - days(200)),
      })),
    )
    .returning({ idFiesta: fiestas.idFiesta, dsNombre: fiestas.dsNombre });

  // Events with their genres, artists, nights and stock.
  const eventIds = new Map<string, number>();
  const sold: SoldRow[] = [];
  const firstNightStock = new Map<string, StockRef[]>();
  const firstNight = new Map<string, { idEvento: number; idFecha: number; inicio: Date }>();
  for (const [i, ev] of DEMO_EVENTS.entries()) {
    const place = DEMO_PLACES[ev.place];
    const { venue: _venue, ...address } = place;
    const [row] = await tx
      .insert(eventos)
      .values({
        idUsuario: organizer,
        idFiesta: ev.fiesta ? fiestaRows.find((f) => f.dsNombre === ev.fiesta)!.idFiesta : null,
        nombre: ev.nombre,
        descripcion: ev.descripcion,
        isAfter: ev.isAfter ?? false,
        isLgbt: ev.isLgbt ?? false,
        edadMinima: ev.edadMinima ?? null,
        ...address,
        soundCloud: ev.soundCloud ?? '',
        cdEstado: ev.cdEstado,
        maxEntradasPorCuenta: ev.maxEntradasPorCuenta ?? LIMITS.maxTicketsPerAccount.default,
        createdAt: new Date(now.getTime() - days(30 - i)),
        updatedAt: new Date(now.getTime() - days(30 - i)),
      })
      .returning({ idEvento: eventos.idEvento });
    const idEvento = row!.idEvento;
    eventIds.set(ev.key, idEvento);
    await tx.insert(eventoGeneros).values(
      ev.generos.map((g) => {
        const genero = GENEROS.find((x) => x.dsGenero === g);
        if (!genero) throw new Error(`Demo seed: unknown genre ${g}`);
        return { idEvento, cdGenero: genero.cdGenero };
      }),
    );
    await tx
      .insert(eventoArtistas)
      .values(ev.artistas.map((a) => ({ idEvento, idArtista: artistId(a) })));

    // Default sale window: opened two days ago, closes when the night starts.
    const inicioVenta = floorToHour(new Date(now.getTime() + days(ev.saleOpensInDays ?? -2)));
    const nights = demoNights(ev, now);
    const fechaRows = await tx
      .insert(fechas)
      .values(
        nights.map((n) => ({
          idEvento,
          inicio: n.inicio,
          fin: n.fin,
          inicioVenta,
          finVenta: n.inicio,
          estado: ESTADO_FECHA.ACTIVA,
          altaDemanda: ev.altaDemanda ?? false,
        })),
      )
      .returning({ idFecha: fechas.idFecha, inicio: fechas.inicio });
    fechaRows.sort((a, b) => a.inicio.getTime() - b.inicio.getTime());
    const prices = eventPrices(rnd);
    const stock = await tx
      .insert(entradas)
      .values(
        fechaRows.flatMap((f, night) =>
          stockForNight(ev, night, prices).map((s) => ({
            ...s,
            ...templateType(s.cdTipo),
            ...(ev.nombres?.[s.cdTipo] ? { nombre: ev.nombres[s.cdTipo] } : {}),
            idFecha: f.idFecha,
            estado: ESTADO_ENTRADA.EN_VENTA,
          })),
        ),
      )
      .returning();
    await createTemplateTandas(tx, stock);
    if (ev.tiposPropios)
      for (const day of await readTiposFechas(
        tx,
        fechaRows.map((f) => f.idFecha),
      ))
        await saveTiposFecha(tx, ev.tiposPropios(day, now), 1);
    // Sold tickets come from paid orders (demo-orders.ts), never from a bare counter.
    sold.push(...stock.filter((s) => s.vendidas > 0).map((s) => ({ ...s, idEvento })));
    firstNight.set(ev.key, { idEvento, ...fechaRows[0]! });
    firstNightStock.set(
      ev.key,
      stock.filter((s) => s.idFecha === fechaRows[0]!.idFecha).map((s) => ({ ...s, idEvento })),
    );

    addFile(mediaOwnerKey('evento', idEvento), (m) => m.flyers[i]!);
    if (ev.youtube)
      links.push({ idEntidadMedia: mediaOwnerKey('evento', idEvento), url: ev.youtube });
  }

  const profile = DEMO_PROFILES['asistente@pulso.test']!;
  const purchases: DemoPurchase[] = ATTENDEE_PURCHASES.map((p) => {
    const row = firstNightStock.get(p.eventKey)?.find((s) => s.cdTipo === p.cdTipo);
    if (!row) throw new Error(`Demo seed: no stock for ${p.eventKey}`);
    return {
      row,
      cantidad: p.cantidad,
      buyer: { idUsuario: attendee, ...profile },
      paidAt: floorToHour(new Date(now.getTime() - days(p.daysAgo))),
    };
  });
  const ordersMade = await insertDemoOrders(tx, sold, { now, signer: ctx.ticketSigner, purchases });
  await insertDemoCancellation(tx, { idEvento: eventIds.get(CANCELLED_EVENT)!, attendee, now });
  await insertDemoTransfer(tx, {
    idEvento: firstNight.get(DEMO_DOOR_EVENT)!.idEvento,
    now,
    ...(ctx.ticketSigner ? { signer: ctx.ticketSigner } : {}),
  });
  const resale = firstNight.get(RESALE_EVENT)!;
  await insertDemoResale(tx, { idEvento: resale.idEvento, idFecha: resale.idFecha, now });
  await insertDemoCodes(tx, {
    idEvento: eventIds.get(CODES_EVENT)!,
    now,
    general: firstNightStock.get(CODES_EVENT)!.find((s) => s.cdTipo === TIPO_ENTRADA.GENERAL)!,
    ...(ctx.ticketSigner ? { signer: ctx.ticketSigner } : {}),
  });
  const idProductora = await insertDemoProductora(tx, {
    duenio: organizer,
    productor: userId('productor@pulso.test'),
    now,
  });
  const rrppNight = firstNightStock.get(RRPP_EVENT)!;
  await insertDemoRrpp(tx, {
    idProductora,
    idEvento: eventIds.get(RRPP_EVENT)!,
    idEventoSinBrenda: eventIds.get(RRPP_SIN_ACCESO_EVENT)!,
    general: rrppNight.find((s) => s.cdTipo === TIPO_ENTRADA.GENERAL)!,
    vip: rrppNight.find((s) => s.cdTipo === TIPO_ENTRADA.VIP)!,
    now,
    firstN: ordersMade + 1,
    ...(ctx.ticketSigner ? { signer: ctx.ticketSigner } : {}),
  });
  // A withdrawal asked for, waiting for the attendee to confirm it from its mailed link.
  await insertDemoWithdrawalRequest(tx, {
    attendee,
    idEvento: eventIds.get(WITHDRAWAL_EVENT)!,
    now,
    siteUrl: ctx.siteUrl,
  });
  await insertDemoDoor(tx, {
    validador: userId('validador@pulso.test'),
    doorEvent: firstNight.get(DEMO_DOOR_EVENT)!.idEvento,
    scanner: organizer,
    attendee,
    finished: firstNight.get(FINISHED_NIGHT)!,
    organizer,
    siteUrl: ctx.siteUrl,
    now,
  });
  await insertDemoGuests(tx, {
    night: firstNight.get(DEMO_DOOR_EVENT)!,
    general: firstNightStock.get(DEMO_DOOR_EVENT)!.find((s) => s.cdTipo === TIPO_ENTRADA.GENERAL)!,
    organizer,
    now,
    ...(ctx.ticketSigner ? { signer: ctx.ticketSigner } : {}),
    siteUrl: ctx.siteUrl,
  });
  await insertDemoBoxOffice(tx, {
    idProductora,
    seller: userId(DEMO_BOLETERIA),
    night: firstNight.get(DEMO_DOOR_EVENT)!,
    general: firstNightStock.get(DEMO_DOOR_EVENT)!.find((s) => s.cdTipo === TIPO_ENTRADA.GENERAL)!,
    now,
    ...(ctx.ticketSigner ? { signer: ctx.ticketSigner } : {}),
  });
  await insertDemoRrppLists(tx, {
    night: firstNight.get(DEMO_DOOR_EVENT)!,
    general: firstNightStock.get(DEMO_DOOR_EVENT)!.find((s) => s.cdTipo === TIPO_ENTRADA.GENERAL)!,
    organizer,
    now,
    ...(ctx.ticketSigner ? { signer: ctx.ticketSigner } : {}),
    siteUrl: ctx.siteUrl,
  });

  // News, some linking to an event page.
  const newsRows = await tx
    .insert(noticias)
    .values(
      DEMO_NEWS.map((n) => ({
        titulo: n.titulo,
        contenido: n.contenido,
        urlEvento: n.eventKey ? `/evento/${eventIds.get(n.eventKey)}` : '',
        dtPublicado: floorToHour(new Date(now.getTime() - days(n.daysAgo))),
      })),
    )
    .returning({ idNoticia: noticias.idNoticia, titulo: noticias.titulo });
  for (const [i, n] of DEMO_NEWS.entries()) {
    const id = newsRows.find((r) => r.titulo === n.titulo)!.idNoticia;
    addFile(mediaOwnerKey('noticia', id), (m) => m.news[i]!);
  }

  // Home carousel and terms.
  CAROUSEL_KEYS.forEach((key, i) => addFile(key, (m) => m.banners[i]!));
  addFile(TERMS_MEDIA_KEY, (m) => m.termsPdf);
  addFile(TERMS_PAST_MEDIA_KEY, (m) => m.termsPdfAnterior);

  // Favourites and likes (several users, so like counts differ between artists).
  const favourites = ['ritual-apertura', 'orgullo-pista', 'nieve-y-bajo', 'ritual-cierre'];
  await tx
    .insert(eventosFavoritos)
    .values(favourites.map((k) => ({ idUsuario: attendee, idEvento: eventIds.get(k)! })));
  const active = DEMO_ARTISTS.map((a) => a.nombre);
  const likers: Array<[string, number]> = [
    ['asistente@pulso.test', 7],
    ['organizador@pulso.test', 4],
    ['admin@pulso.test', 3],
  ];
  await tx
    .insert(artistaLikes)
    .values(
      likers.flatMap(([email, n]) =>
        rnd.sample(active, n).map((a) => ({ idUsuario: userId(email), idArtista: artistId(a) })),
      ),
    );

  // Files first, so an owner's image precedes its video link in id order.
  const rendered = await ctx.rendering;
  const files: PendingFile[] = wanted.map(([idEntidadMedia, pick]) => {
    const f = pick(rendered);
    const storageKey = newStorageKey(idEntidadMedia, f.mime);
    return {
      idEntidadMedia,
      storageKey,
      mime: f.mime,
      bytes: f.bytes.length,
      width: f.width,
      height: f.height,
      data: f.bytes,
    };
  });
  await insertDemoTermsVersions(tx, await insertMediaFileRows(tx, files), now);
  for (const link of links) await saveMediaLink(tx, { ...link, mdVideo: true });
  return files;
}
