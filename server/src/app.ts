import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyEtag from '@fastify/etag';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { MediaStore } from './media/media-store';
import { outboxRoutes } from './mail/outbox-routes';
import { createMediaVariants } from './media/media-variants';
import { artistasAdminRoutes } from './modules/artistas/artistas-admin-routes';
import { createArtistasAdminService } from './modules/artistas/artistas-admin-service';
import { artistasRoutes } from './modules/artistas/artistas-routes';
import { createArtistasService } from './modules/artistas/artistas-service';
import { configRoutes } from './modules/config/config-routes';
import { entradasRoutes } from './modules/entradas';
import { createEntradasService } from './modules/entradas';
import { createEventoCreator } from './modules/eventos';
import { createEventoUpdater } from './modules/eventos';
import { calendarRoutes } from './modules/eventos';
import { eventosRoutes } from './modules/eventos';
import { startEventViewCache } from './modules/eventos';
import { createEventosService } from './modules/eventos';
import { favoritosRoutes } from './modules/eventos';
import { createEventoValidation } from './modules/eventos';
import { organiserEventosRoutes } from './modules/eventos';
import { validationRoutes } from './modules/eventos';
import { fiestasRoutes } from './modules/fiestas/fiestas-routes';
import { createFiestasService } from './modules/fiestas/fiestas-service';
import { geoRoutes } from './modules/geo/geo-routes';
import { createGeoService } from './modules/geo/geo-service';
import { mediaRoutes } from './modules/media/media-routes';
import { createMediaPermissions } from './modules/media/media-permissions';
import { mediaUploadRoutes } from './modules/media/media-upload-routes';
import { noticiasRoutes } from './modules/noticias/noticias-routes';
import { terminosRoutes } from './modules/terminos/terminos-routes';
import { createTerminosService } from './modules/terminos/terminos-service';
import { createNoticiasService } from './modules/noticias/noticias-service';
import { ordenesRoutes } from './modules/ordenes';
import { createOrdenesService } from './modules/ordenes';
import { pagosRoutes } from './modules/ordenes';
import { createPagosService, type PagosService } from './modules/ordenes';
import { reembolsoRoutes } from './modules/ordenes';
import { createRefundOnRequest } from './modules/ordenes';
import { forgetBuyer } from './modules/ordenes';
import type { JobSender } from './jobs/job-queue';
import { createPayments } from './payments/create-provider';
import { sandboxRoutes } from './payments/sandbox-routes';
import { cancelacionesRoutes } from './modules/cancelaciones';
import { createCancelacionesService } from './modules/cancelaciones';
import { misEntradasRoutes } from './modules/mis-entradas/mis-entradas-routes';
import { createMisEntradasService } from './modules/mis-entradas/mis-entradas-service';
import { doorModule } from './modules/puerta/door-module';
import { createDoorAccess } from './modules/puerta/door-access';
import {
  boleteriaRoutes,
  boxOfficeQrRoutes,
  createBoleteriaService,
  createBoxOfficeQr,
} from './modules/boleteria';
import { deriveDesafioKey, desafioPlugin, desafioRoutes } from './modules/desafio';
import { reseniasRoutes } from './modules/resenias/resenias-routes';
import { createReseniasService } from './modules/resenias/resenias-service';
import { arrepentimientoRoutes } from './modules/arrepentimiento/arrepentimiento-routes';
import {
  createArrepentimientoService,
  WITHDRAWAL_REQUEST,
} from './modules/arrepentimiento/arrepentimiento-service';
import { transferenciasRoutes } from './modules/transferencias/transferencias-routes';
import { createTransferenciasService } from './modules/transferencias/transferencias-service';
import { ventasRoutes } from './modules/ventas/ventas-routes';
import { exportacionesRoutes } from './modules/exportaciones/exportaciones-routes';
import { createExportacionesService } from './modules/exportaciones/exportaciones-service';
import { codigosRoutes } from './modules/codigos/codigos-routes';
import { productorasRoutes } from './modules/productoras/productoras-routes';
import { createProductorasService } from './modules/productoras/productoras-service';
import { createEventRolesService } from './modules/productoras/event-roles-service';
import { rrppRoutes } from './modules/rrpp/rrpp-routes';
import { createRrppService } from './modules/rrpp/rrpp-service';
import { listaRoutes } from './modules/lista/lista-routes';
import { createListaService } from './modules/lista/lista-service';
import { createCodigosService } from './modules/codigos/codigos-service';
import { createOfferPass, waitKeyOf } from './modules/lista-espera/offer-pass';
import { listaEsperaRoutes } from './modules/lista-espera/lista-espera-routes';
import { createListaEsperaService } from './modules/lista-espera/lista-espera-service';
import { reventaRoutes } from './modules/reventa/reventa-routes';
import { createReventaService } from './modules/reventa/reventa-service';
import { waitListHooks } from './modules/reventa/wait-list-hooks';
import type { ReturnedLine } from './modules/ordenes';
import type { DbExecutor } from './db/executor';
import { createVentasService } from './modules/ventas/ventas-service';
import { liquidacionRoutes } from './modules/liquidacion/liquidacion-routes';
import { createLiquidacionService } from './modules/liquidacion/liquidacion-service';
import { createAdmissionTokens } from './modules/fila-virtual/admission-token';
import { filaVirtualRoutes } from './modules/fila-virtual/fila-virtual-routes';
import { createFilaVirtualService } from './modules/fila-virtual/fila-virtual-service';
import { ADMISION_HEADER } from '@shared/api/fila-virtual';
import { DISPOSITIVO_HEADER } from '@shared/api/device';
import { DESAFIO_HEADER } from '@shared/api/desafio-header';
import { createTicketSigner, resolveTicketSigningKey } from './tickets/ticket-signer';
import { createGoogleVerifier, type GoogleVerifier } from './modules/security';
import { securityRoutes } from './modules/security';
import { startSessionCache } from './modules/security';
import { createSessionsService } from './modules/security';
import { createTokenSigner } from './modules/security';
import { passwordRoutes } from './modules/usuarios';
import { createPasswordService } from './modules/usuarios';
import { perfilRoutes } from './modules/usuarios';
import { createPerfilService } from './modules/usuarios';
import { usuariosRoutes } from './modules/usuarios';
import { createEmailConfirmationService, emailConfirmationRoutes } from './modules/usuarios';
import { createUsuariosService } from './modules/usuarios';
import { healthRoutes, type HealthState } from './modules/health/health-routes';
import { authPlugin } from './plugins/auth';
import { OPENAPI_COMPONENTS, openapiTransform } from './plugins/openapi-access';
import { API_DOCS_TEXT } from '@shared/texts/api-docs';
import { cspDirectives } from './plugins/content-security-policy';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit-store';
import { securityHeaders } from './plugins/security-headers';
import { staticSitePlugin } from './plugins/static-site';
import { createPageHeads, seoRoutes } from './modules/seo/seo-module';
import { loadPageRenderer } from './modules/seo/page-render';
import { useSpanishZodMessages } from './plugins/zod-spanish';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops cached public event lists (after the lifecycle job moved an event). */
    clearEventosListCache(): void;
    /** Payments and holds: the payment jobs (main.ts) run its passes. */
    pagos: PagosService;
    /** The wait list's catch-up pass for the payment jobs (issue 13). */
    waitListPass: () => Promise<number>;
    /** Readiness: main.ts sets `draining` when the instance starts stopping. */
    health: HealthState;
  }
}

export interface AppDeps {
  database: Database;
  mediaStore: MediaStore;
  /** Overrides the JWKS-backed verifier (never needed in tests: they run a local IdP). */
  verifyGoogle?: GoogleVerifier;
  /** The clock for date filters and caches (tests fix it); defaults to the system clock. */
  now?: () => Date;
  /**
   * The job queue, for work a request hands over in its own transaction (a cancellation's
   * refunds); main.ts starts it after the app. Without it, that work waits for the passes.
   */
  jobs?: JobSender;
}

/** Builds the whole API (and the static site) without listening: tests use app.inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret');
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  useSpanishZodMessages();
  const now = deps.now ?? (() => new Date());

  const { db } = deps.database;
  const usuarios = createUsuariosService(db);
  const sessionCache =
    config.sessionCacheMs > 0
      ? await startSessionCache(deps.database, config.sessionCacheMs)
      : undefined;
  if (sessionCache) app.addHook('onClose', () => sessionCache.close());
  const sessions = createSessionsService(db, config.sessionTtlHours, sessionCache);
  const tokens = createTokenSigner(config.jwtSecret);
  // Virtual-queue admissions (issue 12) are signed with the same secret, another audience.
  const admissionTokens = createAdmissionTokens(config.jwtSecret);
  const entradas = createEntradasService(db, now);
  const artistas = createArtistasService(db);
  const viewCache =
    config.eventViewCacheMs > 0
      ? await startEventViewCache(deps.database, config.eventViewCacheMs)
      : undefined;
  if (viewCache) app.addHook('onClose', () => viewCache.close());
  const eventos = createEventosService({
    db,
    entradas,
    artistas,
    listCacheMs: config.eventsListCacheMs,
    viewCache,
    now,
  });
  const fiestas = createFiestasService(db);
  const crearEvento = createEventoCreator({ db, artistas, fiestas, entradas, usuarios, now });
  const payments = createPayments(config, db);
  const ticketSigner = createTicketSigner(
    resolveTicketSigningKey(config.ticketSigningKey, config.dataDir),
  );
  // Buyers' rights (issue 13): tickets that come back go to the wait list, in the
  // transaction that gives them back; resales ride on the same offers.
  const offers = createOfferPass({
    feeRate: config.serviceFeeRate,
    holdMinutes: config.payments.holdMinutes,
    providerName: payments.provider.name,
    // Production requires PUBLIC_URL; elsewhere the local server's own address, as the demo
    // seed's links (server/src/main.ts).
    siteUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  const offerReturned = (tx: DbExecutor, lines: ReadonlyArray<ReturnedLine>, at: Date) =>
    offers.offer(tx, lines.map(waitKeyOf), at);
  const ordenes = createOrdenesService({
    db,
    provider: payments.provider,
    feeRate: config.serviceFeeRate,
    holdMinutes: config.payments.holdMinutes,
    holdsPerAddressPercent: config.payments.holdsPerAddressPercent,
    now,
    offerReturned,
  });
  const reventa = createReventaService({
    db,
    offers,
    ensurePreference: ordenes.ensurePreference,
    now,
  });
  const listaEspera = createListaEsperaService({
    db,
    offers,
    ensurePreference: ordenes.ensurePreference,
    now,
  });
  const pagos = createPagosService({
    db,
    provider: payments.provider,
    providerFor: payments.providerFor,
    signer: ticketSigner,
    now,
    siteUrl: config.publicUrl,
    waitList: waitListHooks(offers, reventa),
  });
  const actualizarEvento = createEventoUpdater({
    db,
    artistas,
    ordenes,
    clearListCache: () => eventos.clearListCache(),
    now,
  });
  const noticias = createNoticiasService(db, deps.mediaStore);
  const terminos = createTerminosService({ db, store: deps.mediaStore, now });
  const artistasAdmin = createArtistasAdminService({
    db,
    store: deps.mediaStore,
    artistas,
    clearEventosListCache: () => eventos.clearListCache(),
  });
  const validation = createEventoValidation({ db, eventos, entradas, artistasAdmin });
  const geo = createGeoService({
    baseUrl: config.geoApiUrl,
    clock: () => now().getTime(),
    onUpstreamError: (err, url) =>
      app.log.warn({ err, url }, 'Georef unreachable: answering from the bundled fallback'),
  });
  const verifyGoogle =
    deps.verifyGoogle ??
    createGoogleVerifier({
      jwksUrl: config.google.jwksUrl,
      issuers: config.google.issuers,
      audiences: [
        ...config.google.clientIds,
        ...(config.google.desktopClientId ? [config.google.desktopClientId] : []),
      ],
    });

  await app.register(errorsPlugin);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: cspDirectives({ maps: config.mapsApiKey !== null }),
    },
    crossOriginEmbedderPolicy: false,
    // The web Google sign-in popup posts the ID token back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'idempotency-key',
      ADMISION_HEADER,
      DISPOSITIVO_HEADER,
      // A solved proof-of-work challenge, which the desktop app sends too (shared/api/desafio.ts).
      DESAFIO_HEADER,
    ],
    // The desktop app (another origin) names downloaded files as the server does (exports).
    exposedHeaders: ['content-disposition'],
  });
  // Before compression, so the tag hashes the JSON itself; weak, as the bytes sent may be gzip.
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, { threshold: 1024 });
  // In memory, or in Redis when REDIS_URL is set (shared by every instance).
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(desafioPlugin, {
    ...config.challenge,
    hmacKey: config.challenge.hmacKey ?? deriveDesafioKey(config.jwtSecret),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pulso API', version: '1.0.0', description: API_DOCS_TEXT.descripcion },
      components: OPENAPI_COMPONENTS,
    },
    // Security and refusals derived from each route's access (plugins/openapi-access.ts).
    transform: openapiTransform,
  });
  // Past 150 rows (tags and operations) Swagger UI draws only the rows on screen: the filter box
  // narrows the page to one tag, and deep links open an operation by its address.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { filter: true, deepLinking: true },
  });
  await app.register(authPlugin, { tokens, sessions });
  const health: HealthState = { draining: false };
  app.decorate('health', health);
  await app.register(healthRoutes, { db, state: health });

  await app.register(
    async (api) => {
      await api.register(configRoutes, { config });
      await api.register(desafioRoutes, {
        perAddressPerMinute: config.challenge.perAddressPerMinute,
      });
      await api.register(securityRoutes, {
        usuarios,
        sessions,
        tokens,
        verifyGoogle,
        rateLimit: config.rateLimit,
      });
      await api.register(usuariosRoutes, {
        usuarios,
        rateLimit: config.rateLimit,
        publicUrl: config.publicUrl,
        now,
      });
      await api.register(emailConfirmationRoutes, {
        confirmaciones: createEmailConfirmationService({ db, now }),
        publicUrl: config.publicUrl,
        rateLimit: config.rateLimit,
      });
      await api.register(perfilRoutes, {
        perfil: createPerfilService({
          db,
          usuarios,
          sessions,
          mediaStore: deps.mediaStore,
          now,
          forgetBuyer,
        }),
      });
      const passwords = createPasswordService({ db, usuarios, sessions, now });
      await api.register(passwordRoutes, {
        passwords,
        publicUrl: config.publicUrl,
        rateLimit: config.rateLimit,
      });
      const variants = createMediaVariants(deps.mediaStore);
      await api.register(mediaRoutes, { db, store: deps.mediaStore, variants });
      await api.register(mediaUploadRoutes, {
        db,
        store: deps.mediaStore,
        variants,
        eventos,
        terminos,
        authorize: createMediaPermissions({ eventos, artistas, noticias, usuarios }),
      });
      await api.register(eventosRoutes, { eventos, now });
      await api.register(calendarRoutes, { eventos, publicUrl: config.publicUrl, now });
      await api.register(organiserEventosRoutes, { crearEvento, actualizarEvento });
      await api.register(validationRoutes, { validation });
      await api.register(favoritosRoutes, { eventos });
      await api.register(fiestasRoutes, { fiestas });
      await api.register(entradasRoutes, { db, entradas, eventos, now });
      await api.register(artistasRoutes, { artistas, usuarios });
      await api.register(artistasAdminRoutes, { admin: artistasAdmin });
      await api.register(noticiasRoutes, { noticias });
      await api.register(terminosRoutes, { terminos });
      await api.register(geoRoutes, { geo });
      await api.register(outboxRoutes, { db });
      await api.register(ordenesRoutes, {
        ordenes,
        pagos,
        signer: ticketSigner,
        publicUrl: config.publicUrl,
        now,
        rateLimit: config.rateLimit,
        admission: admissionTokens,
      });
      // The virtual queue of high-demand days (issue 12).
      await api.register(filaVirtualRoutes, {
        fila: createFilaVirtualService({
          db,
          pace: config.virtualQueue,
          tokens: admissionTokens,
          now,
        }),
      });
      await api.register(pagosRoutes, {
        pagos,
        webhookSecret: payments.webhookSecret,
        toleranceSeconds: config.payments.webhookToleranceSeconds,
      });
      await api.register(sandboxRoutes, {
        sandbox: payments.sandbox,
        webhookSecret: payments.webhookSecret,
        notify: (opts) => app.inject(opts),
        now,
      });
      // After the sale (issue 6): tickets, sales, cancellation with refunds, party ratings.
      const resenias = createReseniasService({ db, now });
      // Buyers' rights (issue 13): transfer to a friend.
      const transferencias = createTransferenciasService({ db, signer: ticketSigner, now });
      await api.register(transferenciasRoutes, { transferencias, publicUrl: config.publicUrl });
      // The wait list and resale at face value (issue 13).
      await api.register(listaEsperaRoutes, { listaEspera, publicUrl: config.publicUrl });
      await api.register(reventaRoutes, { reventa, publicUrl: config.publicUrl });
      await api.register(misEntradasRoutes, {
        misEntradas: createMisEntradasService({
          db,
          eventos,
          resenias,
          transferencia: (idTicket) => transferencias.deTicket(idTicket),
          reventa: (idTicket) => reventa.deTicket(idTicket),
          now,
        }),
      });
      await api.register(productorasRoutes, {
        productoras: createProductorasService({ db, now }),
        rolesEnEvento: createEventRolesService({ db, now }),
        publicUrl: config.publicUrl,
        rateLimit: config.rateLimit,
      });
      await api.register(rrppRoutes, {
        rrpp: createRrppService({ db, now }),
        publicUrl: config.publicUrl,
      });
      await api.register(codigosRoutes, {
        codigos: createCodigosService(db, now, () => eventos.clearListCache()),
      });
      await api.register(listaRoutes, {
        lista: createListaService({
          db,
          signer: ticketSigner,
          now,
          offerReturned,
        }),
        publicUrl: config.publicUrl,
      });
      await api.register(ventasRoutes, {
        ventas: createVentasService(db, (idEvento) => transferencias.transferidas(idEvento), now),
        now,
      });
      // The settlement of an event (issue 14): screen and PDF.
      await api.register(liquidacionRoutes, { liquidacion: createLiquidacionService(db), now });
      await api.register(exportacionesRoutes, {
        exportaciones: createExportacionesService(db),
      });
      await api.register(cancelacionesRoutes, {
        cancelaciones: createCancelacionesService({
          db,
          jobs: deps.jobs ?? null,
          now,
          clearListCache: () => eventos.clearListCache(),
        }),
      });
      await api.register(reseniasRoutes, { resenias });
      // The door (issue 10): door sessions, check-in, staff and live numbers.
      await api.register(doorModule, {
        db,
        usuarios,
        sessions,
        tokens,
        passwords,
        signer: ticketSigner,
        publicUrl: config.publicUrl,
        rateLimit: config.rateLimit,
        now,
      });
      // The box office at the door (docs/decisions/0094-box-office.md).
      const doorAccess = createDoorAccess({ db, now });
      await api.register(boleteriaRoutes, {
        boleteria: createBoleteriaService({ db, access: doorAccess, signer: ticketSigner, now }),
      });
      await api.register(boxOfficeQrRoutes, {
        qr: createBoxOfficeQr({
          db,
          access: doorAccess,
          provider: payments.provider,
          holdMinutes: config.payments.holdMinutes,
          now,
        }),
        publicUrl: config.publicUrl,
      });
      // The withdrawal button (issue 13): anyone asks, the buyer confirms from the mailed link
      // (docs/decisions/0076-hostile-users.md); the whole order back, fee included.
      await api.register(arrepentimientoRoutes, {
        arrepentimiento: createArrepentimientoService({
          db,
          refunds: pagos,
          now,
          mailsPerOrder: app.attemptCounter(
            'arrepentimiento-orden',
            WITHDRAWAL_REQUEST.mailWindowMs,
          ),
          offerReturned,
          onRefundError: (err, idReembolso) =>
            app.log.error({ err, idReembolso }, 'refund attempt after a withdrawal failed'),
        }),
        publicUrl: config.publicUrl,
        rateLimit: config.rateLimit,
      });
      await api.register(reembolsoRoutes, {
        reembolsos: createRefundOnRequest({
          db,
          refunds: pagos,
          now,
          offerReturned,
          onRefundError: (err, idReembolso) =>
            app.log.error({ err, idReembolso }, 'refund attempt after a refund request failed'),
        }),
      });
    },
    { prefix: '/api/v1' },
  );

  const seo = { db, eventos, artistas, noticias, publicUrl: config.publicUrl, now };
  await app.register(seoRoutes, seo);
  await app.register(staticSitePlugin, {
    root: config.staticDir,
    pageHead: createPageHeads(seo),
    publicUrl: config.publicUrl,
    renderer:
      config.staticDir && config.ssrDir
        ? await loadPageRenderer(app, config.staticDir, config.ssrDir)
        : null,
  });
  // Background jobs run beside the app (main.ts), not in it; they tell it when lists changed.
  app.decorate('clearEventosListCache', () => eventos.clearListCache());
  app.decorate('pagos', pagos);
  app.decorate('waitListPass', () => listaEspera.pass(config.publicUrl));
  return app;
}
