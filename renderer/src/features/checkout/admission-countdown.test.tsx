// Runs in Chromium: a screen test (vitest.config.ts).
import { act, render, screen } from '@testing-library/react';
import { FILA_TEXT } from '@shared/texts/fila-virtual';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAdmission } from '../../lib/admission';
import { AdmissionCountdown } from './admission-countdown';

const inSeconds = (n: number) => new Date(Date.now() + n * 1000).toISOString();

describe("checkout's countdown of the virtual queue's admission", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-07-01T15:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("counts down the admission that ends first, then leads back to that day's queue", () => {
    saveAdmission(30, 'tok-30', inSeconds(125));
    saveAdmission(31, 'tok-31', inSeconds(65));
    render(
      <MemoryRouter>
        <AdmissionCountdown idFechas={[30, 31, 32]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('timer').textContent).toBe(FILA_TEXT.turnoVence('01:05'));
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer').textContent).toBe('Tu turno para comprar vence en 01:00.');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(FILA_TEXT.vencida);
    expect(screen.getByRole('link', { name: FILA_TEXT.volverAFila }).getAttribute('href')).toBe(
      '/fila/31',
    );
  });

  it('shows nothing for days bought without a queue', () => {
    const { container } = render(
      <MemoryRouter>
        <AdmissionCountdown idFechas={[40]} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
