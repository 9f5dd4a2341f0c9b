import type { ArtistaView } from '@shared/api/discovery';
import { ARTISTS_TEXT } from '@shared/texts/discovery';
import type { ReactNode } from 'react';
import { ExternalLink, isWebUrl } from '../../ui/external-link';
import { InstagramIcon, SoundcloudIcon, SpotifyIcon } from './social-icons';

/** Spotify, Soundcloud and Instagram in that order; greyed out where the artist has none. */
export function ArtistSocials({ socials }: { socials: ArtistaView['socials'] }) {
  const links: Array<{ name: string; url: string; icon: ReactNode }> = [
    { name: ARTISTS_TEXT.spotify, url: socials?.mdSpotify ?? '', icon: <SpotifyIcon /> },
    { name: ARTISTS_TEXT.soundcloud, url: socials?.mdSoundcloud ?? '', icon: <SoundcloudIcon /> },
    { name: ARTISTS_TEXT.instagram, url: socials?.mdInstagram ?? '', icon: <InstagramIcon /> },
  ];
  return (
    <ul className="artist-socials">
      {links.map(({ name, url, icon }) => (
        <li key={name}>
          {isWebUrl(url) ? (
            <ExternalLink href={url} className="social-link" aria-label={name} title={name}>
              {icon}
            </ExternalLink>
          ) : (
            <span
              className="social-link is-missing"
              role="img"
              aria-label={ARTISTS_TEXT.sinRed(name)}
              title={ARTISTS_TEXT.sinRed(name)}
            >
              {icon}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
