import { describe, expect, it } from 'vitest';
import { makeEvento } from '../../test/discovery-fixtures';
import { stockOf } from '../../test/stock-fixtures';
import { fromEvento, modifyReducer, toPayload } from './modify-form';

/** High demand per day on the modify form (issue 12): only a change is sent. */
describe('modify form, high demand', () => {
  it('loads the flag, sends nothing when untouched and the new value when changed', () => {
    const evento = makeEvento();
    const form = fromEvento(
      { ...evento, fechas: evento.fechas.map((f) => ({ ...f, altaDemanda: true })) },
      stockOf(evento),
    );
    expect(form.dias[0]!.altaDemanda).toBe(true);
    expect(toPayload(form).fechas[0]).not.toHaveProperty('altaDemanda');
    const off = modifyReducer(form, { type: 'altaDemanda', dia: 0, value: false });
    expect(toPayload(off).fechas[0]).toMatchObject({ idFecha: 30, altaDemanda: false });
    const back = modifyReducer(off, { type: 'altaDemanda', dia: 0, value: true });
    expect(toPayload(back).fechas[0]).not.toHaveProperty('altaDemanda');
  });
});
