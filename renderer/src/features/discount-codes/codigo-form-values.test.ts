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

  it("answers every broken rule of the server's at once, by field", () => {
    const errors = (patch: Partial<typeof EMPTY_CODIGO_FORM>) => {
      const r = crearCodigoPayload(12, form({ codigo: 'PULSO20', valor: '20', ...patch }));
      return r.ok ? null : r.errors;
    };
    expect(errors({ codigo: 'AB' })).toEqual({ codigo: CODIGO_MSG.formato });
    expect(errors({ valor: '' })).toEqual({ valor: CODIGO_MSG.valorPositivo });
    expect(errors({ valor: '12,5' })).toEqual({ valor: CODIGO_MSG.valorPositivo });
    expect(errors({ valor: '120' })).toEqual({ valor: CODIGO_MSG.porcentajeMaximo });
    expect(errors({ maxUsos: '0' })).toEqual({ maxUsos: CODIGO_MSG.usosPositivos });
    expect(errors({ maxUsos: 'diez' })).toEqual({ maxUsos: CODIGO_MSG.usosPositivos });
    expect(errors({ desde: '2030-03-01', hasta: '2030-02-01' })).toEqual({
      hasta: CODIGO_MSG.vigenciaInvalida,
    });
    // Several at once: each at its field.
    expect(errors({ codigo: 'AB', valor: '120', maxUsos: 'diez' })).toEqual({
      codigo: CODIGO_MSG.formato,
      valor: CODIGO_MSG.porcentajeMaximo,
      maxUsos: CODIGO_MSG.usosPositivos,
    });
    expect(errors({})).toBeNull();
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
