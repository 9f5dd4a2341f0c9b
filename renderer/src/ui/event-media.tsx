import { EVENT_TEXT } from '@shared/texts/event';
import { getPlatform } from '../platform';
import { soundCloudEmbedUrl, youtubeEmbedUrl } from './embed-urls';
import './event-media.css';
import { ExternalLink } from './external-link';

/**
 * The event's SoundCloud and YouTube players (the event page and the acquired ticket). The
 * desktop app's CSP forbids frames (frame-src 'none'), so there the same links open in the
 * system browser instead.
 */
export function EventMedia({ soundCloud, video }: { soundCloud: string; video: string | null }) {
  const audio = soundCloudEmbedUrl(soundCloud);
  const youtube = youtubeEmbedUrl(video);
  if (!audio && !youtube) return null;
  const framesAllowed = getPlatform().target === 'web';

  return (
    <section className="event-section event-media" aria-label={EVENT_TEXT.musica}>
      {audio &&
        (framesAllowed ? (
          <iframe
            className="embed-soundcloud"
            title={EVENT_TEXT.reproductorSoundCloud}
            src={audio}
            loading="lazy"
            allow="autoplay; encrypted-media"
          />
        ) : (
          <ExternalLink className="btn" href={soundCloud}>
            {EVENT_TEXT.abrirSoundCloud}
          </ExternalLink>
        ))}
      {youtube &&
        (framesAllowed ? (
          <div className="embed-video">
            <iframe
              title={EVENT_TEXT.reproductorYouTube}
              src={youtube}
              loading="lazy"
              allow="encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : (
          <ExternalLink
            className="btn"
            href={youtube.replace('youtube-nocookie.com/embed/', 'youtube.com/watch?v=')}
          >
            {EVENT_TEXT.abrirYouTube}
          </ExternalLink>
        ))}
    </section>
  );
}
