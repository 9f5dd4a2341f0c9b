import { AR_TIME_ZONE } from '@shared/domain/argentina-time';
import { describe, expect, it } from 'vitest';
import {
  formatDia,
  formatDiaMes,
  formatDiaNumerico,
  formatFechaCorta,
  formatFechaLarga,
  formatFechaNumerica,
  formatHora,
  formatNumero,
  formatPesos,
} from './format';

const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-AR', { timeZone: AR_TIME_ZONE, ...options });
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** Instants over two years, every hour of the day and every day of the week and month. */
const instants = Array.from(
  { length: 800 },
  (_, i) => new Date(Date.UTC(2025, 0, 1) + i * 87_037_000),
);

describe('es-AR formats without Intl', () => {
  it('write every date and time exactly as Intl does in Buenos Aires time', () => {
    const dia = intl({ weekday: 'long', day: 'numeric', month: 'long' });
    const larga = intl({ day: 'numeric', month: 'long', year: 'numeric' });
    const corta = intl({
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const hora = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const numerica = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
    for (const instant of instants) {
      const iso = instant.toISOString();
      expect(formatDia(iso), iso).toBe(capitalize(dia.format(instant)));
      expect(formatFechaLarga(iso), iso).toBe(larga.format(instant));
      expect(formatFechaCorta(iso), iso).toBe(capitalize(corta.format(instant)));
      expect(formatHora(iso), iso).toBe(hora.format(instant));
      expect(formatFechaNumerica(iso), iso).toBe(numerica.format(instant));
    }
    expect(formatDia('2025-07-12T02:30:00Z')).toBe('Viernes, 11 de julio');
    expect(formatFechaCorta('not a date')).toBe('');
    expect(formatFechaNumerica('2030-02-01T02:59:00Z')).toBe('31/01/2030');
    expect(formatFechaNumerica(null)).toBe('');
  });

  it('write pesos exactly as Intl does: whole, dotted thousands, a no-break space', () => {
    const pesos = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency: 'ARS',
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 5, 999.5, 1000, 12_500, 99_999.49, 1_234_567.6, 1e9, -5, -12_500])
      expect(formatPesos(amount), String(amount)).toBe(pesos.format(amount));
    expect(formatPesos(12_500)).toBe('$\u00a012.500');
  });

  it('write whole numbers exactly as Intl does: dotted thousands', () => {
    const numero = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 12_500, 1_234_567, 1e9, -5, -12_500])
      expect(formatNumero(n), String(n)).toBe(numero.format(n));
  });

  it('write calendar days (YYYY-MM-DD) as they are, with no time zone shift', () => {
    expect(formatDiaNumerico('2030-07-01')).toBe('01/07/2030');
    expect(formatDiaMes('2030-07-01')).toBe('01/07');
    expect(formatDiaMes('2030-12-31')).toBe('31/12');
    expect(formatDiaNumerico('2030-07-01T00:00:00Z')).toBe('');
    expect(formatDiaMes('')).toBe('');
  });
});
