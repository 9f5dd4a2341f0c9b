import { describe, expect, it } from 'vitest';
import { soundCloudEmbedUrl, youtubeEmbedUrl } from './embed-urls';

describe('player addresses', () => {
  it('reads YouTube watch, short, embed and shorts links', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ?si=x')).toBe(embed);
    expect(youtubeEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(youtubeEmbedUrl(null)).toBeNull();
  });

  it('frames only soundcloud.com links in the SoundCloud widget', () => {
    const url = soundCloudEmbedUrl('https://soundcloud.com/pulso/set-1');
    expect(url).toMatch(/^https:\/\/w\.soundcloud\.com\/player\/\?url=/);
    expect(new URL(url!).searchParams.get('url')).toBe('https://soundcloud.com/pulso/set-1');
    expect(soundCloudEmbedUrl('https://soundcloud.com.evil.example/x')).toBeNull();
    expect(soundCloudEmbedUrl('')).toBeNull();
  });
});
