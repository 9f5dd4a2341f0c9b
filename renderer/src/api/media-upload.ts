import type { PickedFile } from '@shared/platform';
import { getPlatform } from '../platform';

export interface UploadedMedia {
  idMedia: number;
  url: string;
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * POST /Media (multipart IdEntidadMedia + File) with upload progress. XMLHttpRequest rather
 * than fetch: only it reports how much of the body has been sent. `onProgress` gets 0–100.
 */
export async function uploadMedia(
  idEntidadMedia: string,
  file: PickedFile,
  onProgress?: (percent: number) => void,
): Promise<UploadedMedia> {
  const platform = getPlatform();
  const token = await platform.getToken();
  const form = new FormData();
  form.append('IdEntidadMedia', idEntidadMedia);
  // A copy into a fresh ArrayBuffer: a Blob part must not be a view on shared memory.
  form.append('File', new Blob([file.bytes.slice()], { type: file.mime }), file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${platform.apiBase.replace(/\/+$/, '')}/Media`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedMedia);
        } catch {
          reject(new UploadError(xhr.status, 'Respuesta inválida del servidor'));
        }
        return;
      }
      let detail = `HTTP ${xhr.status}`;
      try {
        detail = (JSON.parse(xhr.responseText) as { detail?: string }).detail ?? detail;
      } catch {
        // not JSON
      }
      reject(new UploadError(xhr.status, detail));
    };
    xhr.onerror = () => reject(new UploadError(0, 'Error de red'));
    xhr.send(form);
  });
}
