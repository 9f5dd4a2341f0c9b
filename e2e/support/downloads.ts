import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { DesktopHarness } from './desktop-harness';
import { expect } from './fixtures';
import { runTempDir } from './run-dir';

export interface SavedFile {
  /** The name the app offered: the browser download's, or the save dialog's default. */
  suggestedName: string;
  bytes: Buffer;
}

/**
 * What `click` makes the app save, read back from disk: on the web the browser's download; on
 * desktop the file the app's own main-process saver wrote where the native dialog (answered by
 * the harness with a fresh temporary path) said.
 */
export async function savedBy(
  page: Page,
  desktop: DesktopHarness | null,
  click: () => Promise<void>,
): Promise<SavedFile> {
  if (!desktop) {
    const download = page.waitForEvent('download');
    await click();
    const file = await download;
    return { suggestedName: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
  }
  const target = path.join(runTempDir('guardado-'), 'archivo-guardado');
  await desktop.saveNext(target);
  await click();
  // Written once the saver's writeFile is done: the same non-empty bytes on two reads in a row.
  let previous: Buffer | null = null;
  let bytes: Buffer | null = null;
  await expect
    .poll(
      async () => {
        previous = bytes;
        bytes = await readFile(target).catch(() => null);
        return bytes !== null && bytes.length > 0 && previous?.equals(bytes) === true;
      },
      { intervals: [100] },
    )
    .toBe(true);
  const suggestedName = await desktop.lastSaveSuggestion();
  await desktop.saveNext(null);
  return { suggestedName: suggestedName ?? '', bytes: bytes! };
}
