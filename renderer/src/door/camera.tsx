import { useEffect, useRef, useState } from 'react';
import { DOOR_TEXT } from '@shared/texts/door';
import { createQrReader, type CodeReader } from './qr-reader';

const FRAME_EVERY_MS = 150;

/**
 * The back camera while `on`, read continuously while `active` (no verdict on screen). A code
 * is reported once while it stays in the picture, and again only after it left it (the next
 * person showing the same screenshot) or the camera was turned off and on, so a ticket held
 * still is not scanned over and over.
 */
export function Camera({
  on,
  active,
  onCode,
  reader: createReader = createQrReader,
  label = DOOR_TEXT.camara,
}: {
  on: boolean;
  active: boolean;
  onCode: (code: string) => void;
  /** What the frames are read for: a ticket's QR unless told (a DNI's PDF417). */
  reader?: () => Promise<CodeReader>;
  label?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const activeRef = useRef(active);
  const onCodeRef = useRef(onCode);
  const lastSeen = useRef<string | null>(null);
  activeRef.current = active;
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!on) return;
    lastSeen.current = null;
    setFailed(false);
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) return stream.getTracks().forEach((t) => t.stop());
        const el = video.current!;
        el.srcObject = stream;
        await el.play().catch(() => {});
        const reader = await createReader();
        el.dataset.engine = reader.engine;
        const loop = async () => {
          if (stopped) return;
          if (activeRef.current) {
            const code = await reader.read(el).catch(() => null);
            if (code === null) lastSeen.current = null;
            else if (code !== lastSeen.current) {
              lastSeen.current = code;
              onCodeRef.current(code);
            }
          }
          timer = setTimeout(loop, FRAME_EVERY_MS);
        };
        void loop();
      } catch {
        setFailed(true);
      }
    }
    void start();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    // The reader is chosen once per camera: a new one would restart the stream.
  }, [on]);

  return (
    <section className="door-camera" aria-label={label}>
      {!on ? (
        <p className="door-hint">{DOOR_TEXT.camaraApagada}</p>
      ) : failed ? (
        <p className="door-hint">{DOOR_TEXT.camaraSinPermiso}</p>
      ) : (
        <video ref={video} muted playsInline />
      )}
    </section>
  );
}
