import { describe, expect, it } from 'vitest';
import { AR_TIME_ZONE } from '../domain/argentina-time';
import {
  formatDia,
  formatDiaHora,
  formatDiaSemana,
  formatDiaSemanaAnio,
  formatDiaMes,
  formatDiaNumerico,
  formatFechaCorta,
  formatFechaLarga,
  formatFechaNumerica,
  formatHora,
  formatHorario,
  formatNumero,
  formatPesos,
  formatUnDecimal,
} from './es-ar';

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
    const semana = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const diaHora = intl({
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const instant of instants) {
      const iso = instant.toISOString();
      // The server passes Dates, the renderer ISO strings: both read the same.
      expect(formatDiaSemana(instant), iso).toBe(dia.format(instant).replace(',', ''));
      expect(formatDiaSemanaAnio(instant), iso).toBe(semana.format(instant).replace(',', ''));
      expect(formatDiaHora(instant), iso).toBe(capitalize(diaHora.format(instant)));
      expect(formatHora(instant), iso).toBe(formatHora(iso));
      expect(formatDia(iso), iso).toBe(capitalize(dia.format(instant)));
      expect(formatFechaLarga(iso), iso).toBe(larga.format(instant));
      expect(formatFechaCorta(iso), iso).toBe(capitalize(corta.format(instant)));
      expect(formatHora(iso), iso).toBe(hora.format(instant));
      expect(formatFechaNumerica(iso), iso).toBe(numerica.format(instant));
    }
    expect(formatDia('2025-07-12T02:30:00Z')).toBe('Viernes, 11 de julio');
    expect(formatDiaSemana(new Date('2025-07-12T02:30:00Z'))).toBe('viernes 11 de julio');
    expect(formatDiaSemanaAnio(new Date('2030-01-05T02:00:00Z'))).toBe(
      'viernes 4 de enero de 2030',
    );
    expect(formatDiaHora(new Date('2030-01-05T02:00:00Z'))).toBe('Viernes, 4 de enero, 23:00');
    expect(formatDiaSemana(new Date(Number.NaN))).toBe('');
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

  it('write whole numbers as the screens did with Intl.NumberFormat and toLocaleString', () => {
    const numero = new Intl.NumberFormat('es-AR');
    for (const n of [0, 1, 42, 999, 1000, 1234, 12_500, 123_456, 1_234_567]) {
      expect(formatNumero(n), String(n)).toBe(numero.format(n));
      expect(formatNumero(n), String(n)).toBe(n.toLocaleString('es-AR'));
    }
  });

  it('write one decimal exactly as Intl does, for every average of up to 60 ratings', () => {
    const unDecimal = new Intl.NumberFormat('es-AR', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    for (let n = 1; n <= 60; n++)
      for (let suma = n; suma <= 5 * n; suma++)
        expect(formatUnDecimal(suma / n), `${suma}/${n}`).toBe(unDecimal.format(suma / n));
    for (const x of [0, 0.05, 0.04, 4.25, 4.35, 4.45, 4.95, 9.99, 1234.56, 1e-7])
      expect(formatUnDecimal(x), String(x)).toBe(unDecimal.format(x));
  });
});

describe('es-AR outputs users see', () => {
  it('pin dates and times in Buenos Aires time', () => {
    const sabado = '2025-07-13T02:00:00Z'; // Saturday 12 July 2025, 23:00 in Buenos Aires
    expect(formatDia(sabado)).toBe('Sábado, 12 de julio');
    expect(formatFechaLarga(sabado)).toBe('12 de julio de 2025');
    expect(formatFechaNumerica(sabado)).toBe('12/07/2025');
    expect(formatFechaCorta(sabado)).toBe('Sáb, 12 jul, 23:00');
    expect(formatFechaCorta('2025-09-06T02:00:00Z')).toBe('Vie, 5 sept, 23:00');
    expect(formatHora(sabado)).toBe('23:00');
    expect(formatHorario(sabado, '2025-07-13T10:00:00Z')).toBe('23:00 – 07:00');
    expect(formatDiaNumerico('2025-07-12')).toBe('12/07/2025');
    expect(formatDiaMes('2025-07-12')).toBe('12/07');
  });

  it('pin pesos, whole numbers and one-decimal averages', () => {
    expect(formatPesos(15_000)).toBe('$\u00a015.000');
    expect(formatPesos(1_234_567)).toBe('$\u00a01.234.567');
    expect(formatPesos(0)).toBe('$\u00a00');
    expect(formatPesos(-12_500)).toBe('-$\u00a012.500');
    expect(formatNumero(1234)).toBe('1.234');
    expect(formatNumero(999)).toBe('999');
    expect(formatUnDecimal(4.333)).toBe('4,3');
    expect(formatUnDecimal(4.35)).toBe('4,4');
    expect(formatUnDecimal(5)).toBe('5,0');
    expect(formatUnDecimal(1234.5)).toBe('1.234,5');
  });
});
