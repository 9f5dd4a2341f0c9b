/**
 * Player addresses for an event's audio and video links. Only links of the expected site
 * become players, so a stored link can never frame anything else.
 */
const YOUTUBE_ID = /^[\w-]{11}$/;

/** https://www.youtube-nocookie.com/embed/<id> from watch?v=, youtu.be/, /embed/ or /shorts/. */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? (second ?? null)
          : null;
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** The SoundCloud widget for a soundcloud.com link, in Pulso's accent colour. */
export function soundCloudEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const ok = url.protocol === 'https:' && /^(www\.|m\.|on\.)?soundcloud\.com$/.test(url.hostname);
  if (!ok) return null;
  const params = new URLSearchParams({ url: url.href, color: '#a855f7', visual: 'false' });
  return `https://w.soundcloud.com/player/?${params}`;
}
