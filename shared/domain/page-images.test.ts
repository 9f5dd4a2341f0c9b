import { describe, expect, it } from 'vitest';
import { heroBoxRatio, heroSizes, mediaCandidates, srcSetOf } from './page-images';

describe('flyer images', () => {
  it('offers no width beyond the stored one, the last step as the real width', () => {
    expect(mediaCandidates(760)).toEqual([
      { param: 320, width: 320 },
      { param: 640, width: 640 },
      { param: 960, width: 760 },
    ]);
    expect(srcSetOf((w) => `/f?w=${w}`, 1200)).toBe(
      '/f?w=320 320w, /f?w=640 640w, /f?w=960 960w, /f?w=1200 1200w',
    );
    // Unknown size: every step.
    expect(mediaCandidates(null).map((c) => c.width)).toEqual([320, 640, 960, 1200, 1600, 2000]);
  });

  it("sizes the hero as drawn: the screen's width on phones, at most 560 px tall beyond", () => {
    // 4:5: edge to edge until the box is 560 px tall, then 448 px wide.
    expect(heroBoxRatio(1080, 1350)).toBe(0.8);
    expect(heroSizes(1080, 1350)).toBe('(min-width: 496px) 448px, 100vw');
    // 16:9: the content's width until 560 px tall (996 px wide).
    expect(heroSizes(1600, 900)).toBe(
      '(min-width: 1044px) 996px, (min-width: 768px) calc(100vw - 48px), 100vw',
    );
    // A 9:16 story sits in a 4:5 box, taking part of its width.
    expect(heroBoxRatio(1080, 1920)).toBe(0.8);
    expect(heroSizes(1080, 1920)).toBe('(min-width: 496px) 315px, calc(100vw * 0.703)');
    // A panorama spans the content at every width.
    expect(heroSizes(2400, 600)).toBe(
      '(min-width: 1280px) 1232px, (min-width: 768px) calc(100vw - 48px), 100vw',
    );
  });
});
