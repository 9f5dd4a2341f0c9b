import { isWebUrl } from '../domain/media-links';

/**
 * A page of this site: a single "/" and no spaces ("/evento/1"). Not "//host/..." nor "/\host"
 * (browsers read both as another site), so it always stays on Pulso, on the web and in the
 * desktop app (where it opens inside the app).
 */
export const isSitePath = (url: string) => /^\/(?![/\\])[^\s\\]*$/.test(url.trim());

/**
 * The link a news item may carry to its event ("Ir a evento"): a page of this site, or an
 * http:// or https:// address (docs/architecture.md, "Where each rule lives").
 */
export const isSiteOrWebLink = (url: string) => isSitePath(url) || isWebUrl(url);
