import { describe, expect, it } from 'vitest';
import { refundProgress } from './refund-progress';
import { ticketEstado } from './ticket-state';

describe('what a ticket is for its holder', () => {
  const fin = '2030-07-13T10:00:00.000Z';
  const now = Date.parse('2030-07-13T09:59:00.000Z');
  const t = (o: Partial<Parameters<typeof ticketEstado>[0]>) => ({
    usadoAt: null,
    fin,
    cancelacion: null,
    ...o,
  });

  it('lets someone in until its day ends, unless used or its event cancelled', () => {
    expect(ticketEstado(t({}), now)).toBe('vigente');
    expect(ticketEstado(t({}), Date.parse(fin))).toBe('pasada');
    expect(ticketEstado(t({ usadoAt: '2030-07-13T03:00:00.000Z' }), now)).toBe('usada');
    // A cancelled event comes first, used or not.
    expect(
      ticketEstado(
        t({ usadoAt: '2030-07-13T03:00:00.000Z', cancelacion: { reembolso: null } }),
        now,
      ),
    ).toBe('cancelada');
  });
});

describe('refund progress', () => {
  it('counts one refund per line that has one', () => {
    expect(
      refundProgress([
        { estado: 'hecho' },
        { estado: 'pendiente' },
        { estado: 'fallido' },
        { estado: null },
        { estado: 'hecho' },
      ]),
    ).toEqual({ total: 4, hechos: 2, fallidos: 1, enCurso: true });
    expect(refundProgress([])).toEqual({ total: 0, hechos: 0, fallidos: 0, enCurso: false });
  });
});
