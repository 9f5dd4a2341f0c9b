// Runs in Chromium: a screen test (vitest.config.ts).
import { render, screen } from '@testing-library/react';
import { SCAN_RESULT_TEXT } from '@shared/texts/door';
import { describe, expect, it } from 'vitest';
import type { Verdict } from './door-session';
import { VerdictView } from './verdict-view';

const verdict = (overrides: Partial<Verdict>): Verdict => ({
  resultado: 'admitido',
  dsTipo: 'General',
  admite: 'General',
  titular: 'Juana Pérez',
  nroFecha: 1,
  primerIngreso: null,
  lista: null,
  adicionales: [],
  local: false,
  ...overrides,
});

const lines = () => screen.getAllByRole('paragraph').map((p) => p.textContent);
const show = (v: Verdict) =>
  render(<VerdictView verdict={v} onNext={() => undefined} onExpire={() => undefined} />);

describe('a guest-list ticket at the door (issue 14)', () => {
  it('after the deadline: "Lista cerrada" and until when the list was', () => {
    // 01:30 in Buenos Aires
    show(
      verdict({
        resultado: 'lista_vencida',
        lista: { hasta: '2030-01-05T04:30:00.000Z', precio: 0 },
      }),
    );
    expect(screen.getByRole('heading').textContent).toBe(SCAN_RESULT_TEXT.lista_vencida);
    expect(SCAN_RESULT_TEXT.lista_vencida).toBe('Lista cerrada');
    expect(lines()).toEqual(['La lista era hasta las 01:30.', 'General', 'Día 1', 'Juana Pérez']);
  });

  it('admitted: free, or what to charge at the door', () => {
    const free = show(verdict({ lista: { hasta: null, precio: 0 } }));
    expect(screen.getByRole('heading').textContent).toBe('Adelante');
    expect(lines()[0]).toBe('Lista free');
    free.unmount();

    show(verdict({ lista: { hasta: '2030-01-05T04:30:00.000Z', precio: 3000 } }));
    expect(lines()[0]).toBe('Lista con descuento: cobrar $\u00a03.000');
  });

  it("an RRPP's guest: whose list they came from, under the list's terms", () => {
    show(verdict({ lista: { hasta: null, precio: 0, rrpp: 'Martina Acosta' } }));
    expect(lines()).toEqual([
      'Lista free',
      'Lista de Martina Acosta',
      'General',
      'Día 1',
      'Juana Pérez',
    ]);
  });

  it('a bought ticket shows no list line', () => {
    show(verdict({}));
    expect(lines()).toEqual(['General', 'Día 1', 'Juana Pérez']);
  });
});

describe('a renamed ticket type at the door', () => {
  it('shows its name and what it admits as', () => {
    show(verdict({ dsTipo: '1ra tanda', admite: 'General' }));
    expect(lines()).toEqual(['1ra tanda · Ingresa como General', 'Día 1', 'Juana Pérez']);
  });
});

describe('add-ons at the door', () => {
  it('an admitted ticket with add-ons says what to hand over, right under the headline', () => {
    show(verdict({ adicionales: ['Combo trago'] }));
    expect(lines()).toEqual(['Entregar: Combo trago', 'General', 'Día 1', 'Juana Pérez']);
  });

  it('several add-ons go on one line', () => {
    show(verdict({ adicionales: ['Combo trago', 'Locker'] }));
    expect(lines()[0]).toBe('Entregar: Combo trago · Locker');
  });

  it('a ticket without add-ons, or one refused, hands over nothing', () => {
    const none = show(verdict({}));
    expect(lines().some((l) => l?.startsWith('Entregar'))).toBe(false);
    none.unmount();

    show(
      verdict({
        resultado: 'usada',
        adicionales: ['Combo trago'],
        primerIngreso: { at: '2030-01-05T04:30:00.000Z', puerta: 'Puerta 1' },
      }),
    );
    expect(lines().some((l) => l?.startsWith('Entregar'))).toBe(false);
  });

  it('a ticket known only by its signed code shows what it admits as', () => {
    show(verdict({ dsTipo: null, admite: 'VIP', titular: null, adicionales: ['Combo trago'] }));
    expect(lines()).toEqual(['Entregar: Combo trago', 'VIP', 'Día 1']);
  });
});
