import { describe, expect, it } from 'vitest';
import { RRPP_MSG } from '@shared/texts/rrpp';
import { reglasEnPalabras } from './reglas';
import { guardarPayload, reglasErrors, serverErrors, type ReglaForm } from './comisiones-form';

const nombres: Record<number, string> = { 0: 'General', 2: 'VIP' };
const nombreDe = (cdTipo: number) => nombres[cdTipo] ?? null;

describe('an RRPP commission in words', () => {
  it("a type's own rule first, then the rest; each as a sentence", () => {
    expect(
      reglasEnPalabras(
        [
          { idUsuario: 1, cdTipo: null, modo: 'porcentaje', valor: 12 },
          { idUsuario: 1, cdTipo: 2, modo: 'fijo', valor: 3000 },
          { idUsuario: 1, cdTipo: 0, modo: 'porcentaje', valor: 5 },
          { idUsuario: 1, cdTipo: 7, modo: 'fijo', valor: 100 },
        ],
        nombreDe,
      ),
    ).toEqual([
      '$\u00a03.000 por entrada VIP',
      '5\u00a0% del neto de las entradas General',
      '$\u00a0100 por entrada de otro tipo',
      '12\u00a0% del neto en el resto',
    ]);
  });

  it('one rule for every type says so plainly', () => {
    expect(
      reglasEnPalabras([{ idUsuario: 1, cdTipo: null, modo: 'fijo', valor: 1500 }], nombreDe),
    ).toEqual(['$\u00a01.500 por entrada']);
    expect(
      reglasEnPalabras([{ idUsuario: 1, cdTipo: null, modo: 'porcentaje', valor: 10 }], nombreDe),
    ).toEqual(['10\u00a0% del neto de cada entrada']);
  });
});

describe('the commission form', () => {
  const regla = (o: Partial<ReglaForm>): ReglaForm => ({
    key: 1,
    cdTipo: '',
    modo: 'fijo',
    valor: '0',
    ...o,
  });

  it('checks each value as the server does, and a type given twice', () => {
    expect(
      reglasErrors([
        regla({ valor: '3.000' }),
        regla({ cdTipo: '2', valor: ' 12 ' }),
        regla({ cdTipo: '0', modo: 'porcentaje', valor: '100' }),
      ]),
    ).toEqual({ valores: {}, general: null });
    expect(
      reglasErrors([
        regla({ valor: '' }),
        regla({ cdTipo: '1', valor: '-1' }),
        regla({ cdTipo: '2', valor: '1,5' }),
        regla({ cdTipo: '3', modo: 'porcentaje', valor: '101' }),
        regla({ cdTipo: '4', valor: '10000001' }),
        regla({ cdTipo: '4', valor: '1' }),
      ]),
    ).toEqual({
      valores: {
        0: RRPP_MSG.valorInvalido,
        1: RRPP_MSG.valorInvalido,
        2: RRPP_MSG.valorInvalido,
        3: RRPP_MSG.porcentajeInvalido,
        4: RRPP_MSG.valorInvalido,
      },
      general: RRPP_MSG.tipoRepetido,
    });
  });

  it('sends every type as null and pesos without dots', () => {
    expect(
      guardarPayload(12, 21, [
        regla({ valor: '2.500' }),
        regla({ cdTipo: '2', modo: 'porcentaje', valor: '12' }),
      ]),
    ).toEqual({
      idEvento: 12,
      idUsuario: 21,
      reglas: [
        { cdTipo: null, modo: 'fijo', valor: 2500 },
        { cdTipo: 2, modo: 'porcentaje', valor: 12 },
      ],
    });
  });

  it("puts the server's field messages under their rule, the rest over the whole", () => {
    expect(serverErrors({ 'reglas.1.valor': 'a', reglas: 'b' }, 'detalle')).toEqual({
      valores: { 1: 'a' },
      general: 'b',
    });
    expect(serverErrors({}, 'detalle')).toEqual({ valores: {}, general: 'detalle' });
  });
});
