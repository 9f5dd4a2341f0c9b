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
  copyrightYear: 2022,
} as const;

/**
 * Sign-in limits (issue 15), counted together on the website's and the door app's password
 * sign-in. Per account (the e-mail typed, from any address): failed attempts in a window, so
 * no account can be guessed at however many addresses try. Per address: a ceiling high enough
 * for a venue's crowd behind one carrier address (CGNAT) to sign in at once.
 */
export const LOGIN_LIMITS = {
  failuresPerAccount: 10,
  accountWindowMinutes: 15,
  attemptsPerAddressPerMinute: 100,
} as const;

/** Browser storage keys named by the spec. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  postLoginRedirect: 'postLoginRedirect',
  /** The door app's session (issue 10), apart from the website's `token`. */
  doorToken: 'puerta-token',
} as const;
