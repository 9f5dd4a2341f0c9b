import type { SaveFileRequest, SaveResult } from '@shared/platform';

/**
 * The browser's download: a blob and an <a download>. The browser decides where it goes (or
 * asks), so for the page the file is saved once handed over.
 */
export async function saveFileWeb(file: SaveFileRequest): Promise<SaveResult> {
  // A copy on its own ArrayBuffer, which is what Blob takes.
  const href = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.mime }));
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = file.suggestedName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
  return { status: 'saved', name: file.suggestedName };
}
