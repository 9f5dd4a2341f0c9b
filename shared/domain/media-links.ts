/**
 * Video and audio links of events (docs/architecture.md, "Where each rule lives"): YouTube in its
 * long or short form, and SoundCloud by its domain. One parser for the forms, the server and the
 * players.
 */
const YOUTUBE =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{6,20})/;

export function youTubeId(url: string): string | null {
  return YOUTUBE.exec(url.trim())?.[1] ?? null;
}

export const isYouTubeUrl = (url: string) => youTubeId(url) !== null;

export function isSoundCloudUrl(url: string): boolean {
  try {
    const u = new URL(url.trim());
    return /^https?:$/.test(u.protocol) && /(^|\.)soundcloud\.com$/.test(u.hostname);
  } catch {
    return false;
  }
}

/**
 * Social and event links (docs/architecture.md, "Where each rule lives"): http:// or https://
 * followed by non-space text.
 */
export const isWebUrl = (url: string) => /^https?:\/\/\S+$/.test(url.trim());
