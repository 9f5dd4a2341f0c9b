// Runs in Chromium: a screen test (vitest.config.ts).
import { act, renderHook } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useEventFormSave, type EventFormChecks } from './use-event-form-save';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const submitEvent = () =>
  ({ currentTarget: document.createElement('form') }) as unknown as FormEvent;

function checks(over: Partial<EventFormChecks> = {}): EventFormChecks {
  return {
    checks: () => null,
    pastDay: () => false,
    payloadError: () => null,
    ...over,
  };
}

describe('useEventFormSave().check', () => {
  it('shows the first failing check and reads nothing after it', () => {
    const { result } = renderHook(() => useEventFormSave(), { wrapper });
    const pastDay = vi.fn(() => true);
    const payloadError = vi.fn(() => 'esquema');
    let ok = true;
    act(() => {
      ok = result.current.check(
        submitEvent(),
        checks({ checks: () => 'nombre', pastDay, payloadError }),
      );
    });
    expect(ok).toBe(false);
    expect(result.current.alerts).toEqual(['nombre']);
    expect(pastDay).not.toHaveBeenCalled();
    expect(payloadError).not.toHaveBeenCalled();
  });

  it('a past day blocks the save with no alert (its day shows why); then the schema', () => {
    const { result } = renderHook(() => useEventFormSave(), { wrapper });
    const payloadError = vi.fn(() => 'esquema');
    let ok = true;
    act(() => {
      ok = result.current.check(submitEvent(), checks({ pastDay: () => true, payloadError }));
    });
    expect(ok).toBe(false);
    expect(result.current.alerts).toEqual([]);
    expect(payloadError).not.toHaveBeenCalled();
    act(() => {
      ok = result.current.check(submitEvent(), checks({ payloadError }));
    });
    expect(ok).toBe(false);
    expect(result.current.alerts).toEqual(['esquema']);
    act(() => {
      ok = result.current.check(submitEvent(), checks());
    });
    expect(ok).toBe(true);
    expect(result.current.alerts).toEqual([]);
  });

  it('keepRepeatedAlert keeps the same alert as it was; otherwise it is shown anew', () => {
    for (const keepRepeatedAlert of [true, false]) {
      const { result } = renderHook(() => useEventFormSave({ keepRepeatedAlert }), { wrapper });
      act(() => void result.current.check(submitEvent(), checks({ checks: () => 'nombre' })));
      const first = result.current.alerts;
      act(() => void result.current.check(submitEvent(), checks({ checks: () => 'nombre' })));
      expect(result.current.alerts === first).toBe(keepRepeatedAlert);
    }
  });

  it('a failed save shows its alerts and frees the form', () => {
    const { result } = renderHook(() => useEventFormSave(), { wrapper });
    act(() => {
      result.current.setBusy(true);
      result.current.setProgress(40);
    });
    act(() => result.current.fail(['uno', 'dos']));
    expect(result.current.alerts).toEqual(['uno', 'dos']);
    expect(result.current.busy).toBe(false);
    expect(result.current.progress).toBeNull();
  });
});
