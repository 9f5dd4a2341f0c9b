import { CODIGO_MSG } from '@shared/texts/codigos';
import { describe, expect, it } from 'vitest';
import { EMPTY_CODIGO_FORM, crearCodigoPayload } from './codigo-form-values';

const form = (patch: Partial<typeof EMPTY_CODIGO_FORM>) => ({ ...EMPTY_CODIGO_FORM, ...patch });

describe('crearCodigoPayload', () => {
  it('upper-cases the code; empty limits and dates are none; dates span whole days', () => {
    expect(
      crearCodigoPayload(12, form({ codigo: ' verano-26 ', valor: '20', tiposEntrada: [2, 0] })),
    ).toEqual({
      ok: true,
      body: {
        idEvento: 12,
        codigo: 'VERANO-26',
        tipo: 'porcentaje',
        valor: 20,
        maxUsos: null,
        desde: null,
        hasta: null,
        tiposEntrada: [0, 2],
      },
    });
    const fijo = crearCodigoPayload(
      12,
      form({
        codigo: 'VIP5000',
        tipo: 'monto',
        valor: '5.000',
        maxUsos: '10',
        desde: '2030-02-01',
        hasta: '2030-02-28',
      }),
    );
    expect(fijo).toMatchObject({
      ok: true,
      body: {
        valor: 5000,
        maxUsos: 10,
        desde: '2030-02-01T00:00:00-03:00',
        hasta: '2030-02-28T23:59:59-03:00',
      },
    });
  });

  it("answers the server rules' first message", () => {
    const message = (patch: Partial<typeof EMPTY_CODIGO_FORM>) => {
      const r = crearCodigoPayload(12, form({ codigo: 'PULSO20', valor: '20', ...patch }));
      return r.ok ? null : r.message;
    };
    expect(message({ codigo: 'AB' })).toBe(CODIGO_MSG.formato);
    expect(message({ valor: '' })).toBe(CODIGO_MSG.valorPositivo);
    expect(message({ valor: '12,5' })).toBe(CODIGO_MSG.valorPositivo);
    expect(message({ valor: '120' })).toBe(CODIGO_MSG.porcentajeMaximo);
    expect(message({ maxUsos: '0' })).toBe(CODIGO_MSG.usosPositivos);
    expect(message({ maxUsos: 'diez' })).toBe(CODIGO_MSG.usosPositivos);
    expect(message({ desde: '2030-03-01', hasta: '2030-02-01' })).toBe(CODIGO_MSG.vigenciaInvalida);
    expect(message({})).toBeNull();
  });

  it('an access code sends no value, whatever the disabled field held', () => {
    const r = crearCodigoPayload(
      12,
      form({ codigo: 'preventa', tipo: 'acceso', valor: '20', tiposEntrada: [2] }),
    );
    expect(r).toEqual({
      ok: true,
      body: {
        idEvento: 12,
        codigo: 'PREVENTA',
        tipo: 'acceso',
        maxUsos: null,
        desde: null,
        hasta: null,
        tiposEntrada: [2],
      },
    });
  });
});
