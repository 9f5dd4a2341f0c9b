import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { PickedFile } from '@shared/platform';
import { ROUTES } from '@shared/routes';
import type { EventFieldErrors } from '@shared/validation/evento';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { uploadMedia } from '../api/media-upload';
import { revealFirstError } from './field-item';
import { flash } from './navigation-state';

/**
 * The save state of the create and modify event forms (<EventFormFrame> shows it): whether a
 * save was tried (from then on every field error shows, and follows the edits), the alerts of a
 * failed save (scrolled into view), the busy flag, the image upload's progress, and the steps
 * both saves share.
 */
export function useEventFormSave() {
  const navigate = useNavigate();
  const [alerts, setAlerts] = useState<readonly string[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by a check that found errors: the first marked field is brought into view.
  const [reveal, setReveal] = useState(0);

  useEffect(() => {
    if (alerts.length) alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [alerts]);
  useEffect(() => {
    if (reveal) revealFirstError(formRef.current);
  }, [reveal]);

  /**
   * Pressing the button: every error of the form shows at once next to its field, the first
   * scrolled to; true when there is none and the form may be saved.
   */
  const check = (errors: Readonly<EventFieldErrors>) => {
    setAttempted(true);
    setAlerts([]);
    const ok = Object.keys(errors).length === 0;
    if (!ok) setReveal((n) => n + 1);
    return ok;
  };

  /** Uploads the event's image with its progress; false (logged) when it failed. */
  const uploadImage = async (idEvento: number, imagen: PickedFile, failureLog: string) => {
    setProgress(0);
    try {
      await uploadMedia(mediaOwnerKey('evento', idEvento), imagen, setProgress);
      return true;
    } catch (err) {
      console.error(failureLog, err);
      return false;
    }
  };

  /** The save failed: its alerts, and the form can be sent again. */
  const fail = (texts: readonly string[]) => {
    setAlerts(texts);
    setBusy(false);
    setProgress(null);
  };

  /** Saved: Mis eventos creados with `text`. */
  const done = (text: string) =>
    navigate(ROUTES.misEventosCreados.path, { state: flash(text, 'success') });

  return {
    alerts,
    alertRef,
    formRef,
    attempted,
    busy,
    progress,
    setAlerts,
    setBusy,
    setProgress,
    check,
    uploadImage,
    fail,
    done,
  };
}

export type EventFormSave = ReturnType<typeof useEventFormSave>;
