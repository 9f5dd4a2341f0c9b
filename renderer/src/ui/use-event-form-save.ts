import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { PickedFile } from '@shared/platform';
import { ROUTES } from '@shared/routes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { uploadMedia } from '../api/media-upload';
import { flash } from './navigation-state';

export interface EventFormChecks {
  /** The form's ordered checks: the first failing text, or null. */
  checks: () => string | null;
  /** Whether a day starts before `now` (shown under that day, not in the alert). */
  pastDay: (now: Date) => boolean;
  /** The schema's other rules, read only when the checks pass and no day is past. */
  payloadError: () => string | null;
}

/**
 * The save state of the create and modify event forms (<EventFormFrame> shows it): the alerts
 * (scrolled into view when they change), the busy flag, the image upload's progress, and the
 * steps both saves share.
 *
 * `keepRepeatedAlert`: the same single alert shown again keeps its state (no scroll back to it),
 * as the create form always did; the modify form scrolls to it again.
 */
export function useEventFormSave({ keepRepeatedAlert = false } = {}) {
  const navigate = useNavigate();
  const [alerts, setAlerts] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Read at each render (a start typed a minute ago may be past by now); a check renders again.
  const [, setCheckedAt] = useState(0);

  useEffect(() => {
    if (alerts.length) alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [alerts]);

  /** Runs the checks in order and shows the first failure; true when the form may be saved. */
  const check = (event: FormEvent, { checks, pastDay, payloadError }: EventFormChecks) => {
    const first = checks();
    // A past start shows under its day only (one copy of the message), as the form renders it.
    const past = !first && pastDay(new Date());
    const error = first ?? (past ? null : payloadError());
    const next = error ? [error] : [];
    setAlerts((shown) =>
      keepRepeatedAlert && shown.length === next.length && shown.every((t, i) => t === next[i])
        ? shown
        : next,
    );
    if (past) {
      setCheckedAt(Date.now());
      event.currentTarget
        .querySelector('[aria-invalid="true"]')
        ?.scrollIntoView?.({ block: 'center' });
    }
    return !error && !past;
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
