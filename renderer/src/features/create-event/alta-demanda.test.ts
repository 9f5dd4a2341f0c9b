import { crearEventoSchema } from '@shared/validation/evento';
import { describe, expect, it } from 'vitest';
import { createReducer, initialForm, toPayload } from './form-state';

/** High demand per day on the create form (issue 12): off unless the organiser ticks it. */
describe('create form, high demand', () => {
  it('sends the days the organiser marked; the others default to off', () => {
    let form = createReducer(initialForm(), { type: 'set', field: 'cantidadDias', value: 2 });
    form = createReducer(form, { type: 'altaDemanda', dia: 1, value: true });
    const fechas = toPayload(form, []).fechas;
    expect(fechas[0]).not.toHaveProperty('altaDemanda');
    expect(fechas[1]).toMatchObject({ altaDemanda: true });
    const schema = crearEventoSchema.shape.fechas.element;
    const day = { ...fechas[0]!, inicio: '2031-03-07T23:00:00-03:00' };
    const parsed = schema.safeParse({
      ...day,
      fin: '2031-03-08T06:00:00-03:00',
      inicioVenta: '2031-01-01T00:00:00-03:00',
      finVenta: '2031-03-07T22:00:00-03:00',
      entradas: [{ cdTipo: 0, precio: 1000, cantidad: 10 }],
    });
    expect(parsed.success && parsed.data.altaDemanda).toBe(false);
  });
});
