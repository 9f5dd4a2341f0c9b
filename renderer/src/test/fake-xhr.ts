import { vi } from 'vitest';

/** A multipart upload as the fake XMLHttpRequest saw it. */
export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

/**
 * XMLHttpRequest for unit tests: reports upload progress (50 %, then 100 %) and answers from
 * the same fake network as fetch (render-app's fakeNetwork), so a test sets up `POST /Media`
 * like any other call. The multipart body is kept in `uploads` (jsdom's FormData cannot cross
 * into Node's Request).
 */
export function fakeXhr() {
  const uploads: SentUpload[] = [];
  class FakeXMLHttpRequest {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      uploads.push({ url: this.url, headers: this.headers, form: body });
      void (async () => {
        const progress = (loaded: number) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        progress(50);
        try {
          const response = await fetch(this.url, { method: this.method, headers: this.headers });
          progress(100);
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { uploads };
}
