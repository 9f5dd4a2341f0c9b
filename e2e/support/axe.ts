import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Accessibility checks of the e2e run: axe-core on the page as it stands, against WCAG 2.0 and
 * 2.1, levels A and AA. Serious and critical violations fail the test; the message lists each
 * with its rule, impact, what it asks for and the elements that break it.
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

const BLOCKING = new Set(['serious', 'critical']);

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** For a contrast failure, what axe measured: " (2.9:1, #ffffff on #a855f7, needs 4.5:1)". */
function contrastOf(node: { any: Array<{ id: string; data: unknown }> }): string {
  const check = node.any.find((c) => c.id === 'color-contrast');
  const data = check?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  if (!data?.contrastRatio) return '';
  return ` (${data.contrastRatio}:1, ${data.fgColor} on ${data.bgColor}, needs ${data.expectedContrastRatio})`;
}

/** The serious and critical violations axe finds on `page` now. */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags([...A11Y_TAGS])
    .options({
      // Only violations are read: axe then skips building selectors and details for every
      // passing node, most of its work on a long page.
      resultTypes: ['violations'],
      // Before its "later" rules axe preloads media and the CSSOM (every style sheet parsed
      // again in a scratch document: antd's many). The only rule among these tags that reads
      // the CSSOM, css-orientation-lock, is experimental and does not run; no-autoplay-audio
      // reads media. The same rules and violations, 0.1-0.5 s less a page on a 2-core machine.
      preload: { assets: ['media'] },
    })
    // axe.run in the page itself, instead of runPartial per frame and finishRun in a blank
    // page opened for each check (a new page, axe injected twice). Legacy mode cannot look
    // inside cross-origin frames: Pulso's only ones are the SoundCloud and YouTube players,
    // other sites' content (their titles, in Pulso's page, are still checked).
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((n) => n.target.map(String).join(' >> ') + contrastOf(n)),
    }));
}

export function describeA11yViolations(label: string, violations: A11yViolation[]): string {
  const lines = violations.map(
    (v) =>
      `  - [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.targets.map((t) => `      ${t}`).join('\n'),
  );
  return `${label}: ${violations.length} serious/critical accessibility violation(s)\n${lines.join('\n')}`;
}

/**
 * Fails (softly, so one run reports every page) when `page` has serious or critical
 * violations; `label` names the page or dialog in the message.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect
    .soft(violations.length, violations.length ? describeA11yViolations(label, violations) : label)
    .toBe(0);
}
