import type { PickedFile } from '@shared/platform';
import { useEffect, useState } from 'react';

/** A local preview of picked bytes (revoked when the file changes). */
export function usePreviewUrl(file: PickedFile | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.mime }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
