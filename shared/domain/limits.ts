/**
 * Business constants (docs/architecture.md, "Where each rule lives"): one source for renderer,
 * server and desktop.
 */
export const LIMITS = {
  imageMaxBytes: 2097152,
  imageExtensions: ['jpg', 'jpeg', 'png'] as const,
  imageMimeTypes: ['image/jpeg', 'image/png'] as const,
  pdfMimeType: 'application/pdf',
  // The spec sets no size for the terms PDF; 10 MB keeps uploads sane
  // (docs/decisions/0004-terms-pdf-size.md).
  pdfMaxBytes: 10485760,
  // Biggest file the desktop app saves through its dialog (exports of a large event are a few MB).
  saveFileMaxBytes: 52428800,
  maxTicketsPerRow: 10,
  /**
   * Most tickets of one type one account may hold for one day of an event, pending orders
   * included (issue 12); the organiser chooses it per event, by default the row limit.
   */
  maxTicketsPerAccount: { default: 10, min: 1, max: 50 },
  minAge: 18,
  passwordMinLength: 8,
  dniDigits: { min: 7, max: 9 },
  passportChars: { min: 6, max: 12 },
  phoneMinDigits: 8,
  eventDayChoices: [1, 2, 3] as const,
  carouselSlots: 4,
  termsRefetchMs: 900000,
  geoPageSize: { provincias: 100, municipios: 200, localidades: 200 },
  capital: { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' },
} as const;

/**
 * Sign-in limits (docs/decisions/0076-hostile-users.md), counted together on the website's and
 * the door app's password sign-in, in windows of `accountWindowMinutes`. None refuses the
 * right password for good: past a limit the client solves a proof-of-work challenge and the
 * attempt is checked as usual.
 * - Per account and address (the pair): the first `pair.free` attempts at once, then each
 *   waits twice as long as the one before (`baseSeconds` … `capSeconds`) unless it carries a
 *   solved challenge; past `pair.failuresBeforeChallenge` failures every attempt needs one.
 * - Per account, from any address: past `failuresPerAccount` failures, attempts from
 *   addresses that never signed in to it need a challenge (its owner's address does not).
 * - Per address, across accounts: past `failuresPerAddress` failures its attempts need a
 *   challenge (a venue's crowd behind one carrier address, CGNAT, still signs in).
 * - `knownAddressDays`: how long an address that signed in to an account stays its owner's.
 * Google sign-in keeps a plain ceiling per address: `attemptsPerAddressPerMinute`.
 */
export const LOGIN_LIMITS = {
  accountWindowMinutes: 15,
  failuresPerAccount: 10,
  failuresPerAddress: 30,
  pair: { free: 3, baseSeconds: 1, capSeconds: 60, failuresBeforeChallenge: 10 },
  knownAddressDays: 30,
  attemptsPerAddressPerMinute: 100,
} as const;

/**
 * Tries of discount, presale and access codes (docs/decisions/0076-hostile-users.md), counted
 * per account and per address together on GET /Codigo/Validar and on orders with a code: past
 * `failuresBeforeChallenge` wrong codes in `windowMinutes` every try needs a solved challenge,
 * and at most `triesPerMinute` tries a minute per account (`triesPerAddressPerMinute` per
 * address, shared by a venue's crowd) are answered at all.
 */
export const CODE_LIMITS = {
  failuresBeforeChallenge: 3,
  windowMinutes: 15,
  triesPerMinute: 10,
  triesPerAddressPerMinute: 60,
} as const;

/**
 * Mails a stranger can make Pulso send (docs/decisions/0076-hostile-users.md): per sending
 * account and per recipient address, in fixed windows. Past a limit the sender's own action
 * answers 429 (transfers, door invitations); a password reset keeps its neutral answer and
 * sends nothing.
 */
export const MAIL_LIMITS = {
  invitaciones: { porCuentaPorHora: 20, porDestinatarioPorDia: 5 },
  transferencias: { porCuentaPorHora: 10, porDestinatarioPorDia: 10 },
  restablecer: { porDestinatarioPorDia: 5 },
} as const;

/** Browser storage keys named by the spec. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  postLoginRedirect: 'postLoginRedirect',
  /** The door app's session (issue 10), apart from the website's `token`. */
  doorToken: 'puerta-token',
  /** The device's random id, sent on every API call (shared/api/device.ts). */
  dispositivo: 'pulso-dispositivo',
  /** An event page's chosen tickets and typed code, kept while the buyer signs in or up. */
  seleccion: 'pulso-seleccion',
  /** The RRPP links this device opened, by event (renderer/src/lib/rrpp-link.ts). */
  rrpp: 'pulso-rrpp',
} as const;
