// Runs in Chromium: a screen test (vitest.config.ts).
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useEventFormSave } from './use-event-form-save';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('useEventFormSave().check', () => {
  it('marks the form as tried and answers whether it has no error', () => {
    const { result } = renderHook(() => useEventFormSave(), { wrapper });
    expect(result.current.attempted).toBe(false);
    let ok = true;
    act(() => {
      ok = result.current.check({ nombre: 'uno', 'dias.0.fin': 'dos' });
    });
    expect(ok).toBe(false);
    expect(result.current.attempted).toBe(true);
    act(() => {
      ok = result.current.check({});
    });
    expect(ok).toBe(true);
  });

  it('brings the first marked field of the form into view and focuses it', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true">';
    document.body.append(form);
    const scrolled = vi.fn();
    (form.querySelector('#b') as HTMLElement).scrollIntoView = scrolled;
    const { result } = renderHook(() => useEventFormSave(), { wrapper });
    result.current.formRef.current = form;
    act(() => void result.current.check({ b: 'mal', c: 'mal' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(document.activeElement?.id).toBe('b');
    form.remove();
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
