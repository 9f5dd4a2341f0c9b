import {
  CREATE_EVENT_MSG,
  firstModifyEventError,
  MODIFY_EVENT_MSG,
} from '@shared/validation/evento';
import { describe, expect, it } from 'vitest';
import { makeEvento } from '../../test/discovery-fixtures';
import {
  changedPrices,
  firstPayloadError,
  fromEvento,
  modifyReducer,
  toCheckState,
  toPayload,
  type ModifyAction,
  type ModifyForm,
} from './modify-form';

const apply = (form: ModifyForm, ...actions: ModifyAction[]) => actions.reduce(modifyReducer, form);

describe('modify-event form', () => {
  it('loads the event as the inputs show it: Argentine times cut to 16, prices and stock', () => {
    const form = fromEvento(makeEvento());
    expect(form.dias[0]).toMatchObject({
      idFecha: 30,
      inicio: '2030-07-12T23:00',
      fin: '2030-07-13T07:00',
      inicioVenta: '2030-06-01T00:00',
      finVenta: '2030-07-12T23:00',
      originales: { 0: 15000, 1: 10000, 2: 30000 },
    });
    expect(form.dias[0]!.entradas[2]).toEqual({ cantidad: '3', precio: '30000' });
    expect(form.ubicacion.provincia).toEqual({
      id: '02',
      nombre: 'Ciudad Autónoma de Buenos Aires',
    });
  });

  it("loads the event's per-account limit and sends it; out of range is the schema's last check", () => {
    const form = fromEvento(makeEvento({ maxEntradasPorCuenta: 6 }));
    expect(form.maxPorCuenta).toBe('6');
    expect(toPayload(form).maxEntradasPorCuenta).toBe(6);
    expect(firstPayloadError(toPayload(form))).toBeNull();
    for (const value of ['0', '51', '']) {
      const changed = apply(form, { type: 'set', field: 'maxPorCuenta', value });
      expect(firstPayloadError(toPayload(changed)), value).toBe(CREATE_EVENT_MSG.maxPorCuenta);
      // Any other broken rule of the schema shows first.
      const alsoBroken = apply(changed, { type: 'horario', dia: 0, field: 'fin', value: '' });
      expect(firstPayloadError(toPayload(alsoBroken))).toBe(CREATE_EVENT_MSG.fechas);
    }
    const changed = apply(form, { type: 'set', field: 'maxPorCuenta', value: '50' });
    expect(toPayload(changed).maxEntradasPorCuenta).toBe(50);
  });

  it('loads whether the event allows transfers and always sends it', () => {
    for (const permiteTransferencias of [true, false]) {
      const form = fromEvento(makeEvento({ permiteTransferencias }));
      expect(form.permiteTransferencias).toBe(permiteTransferencias);
      expect(toPayload(form).permiteTransferencias).toBe(permiteTransferencias);
      const flipped = apply(form, {
        type: 'set',
        field: 'permiteTransferencias',
        value: !permiteTransferencias,
      });
      expect(toPayload(flipped).permiteTransferencias).toBe(!permiteTransferencias);
      expect(firstPayloadError(toPayload(flipped))).toBeNull();
    }
  });

  it('uses the default sale window when a day has none', () => {
    const evento = makeEvento();
    const form = fromEvento({
      ...evento,
      fechas: [{ ...evento.fechas[0]!, inicioVenta: '', finVenta: '' }],
    });
    expect(form.dias[0]).toMatchObject({
      inicioVenta: '2025-01-01T00:00',
      finVenta: '2025-01-02T00:00',
    });
  });

  it('sends only the prices that changed; early bird capped at the regular price', () => {
    let form = fromEvento(makeEvento());
    expect(changedPrices(form)).toEqual([]);
    form = apply(
      form,
      { type: 'precio', dia: 0, cdTipo: 2, raw: '032000' },
      { type: 'precio', dia: 0, cdTipo: 1, raw: '99999' },
      { type: 'precio', dia: 0, cdTipo: 3, raw: '5' }, // the day sells no VIP early bird
    );
    expect(changedPrices(form)).toEqual([
      { idFecha: 30, tipo: 1, precio: 15000 },
      { idFecha: 30, tipo: 2, precio: 32000 },
    ]);
    form = apply(form, { type: 'precio', dia: 0, cdTipo: 1, raw: '10000' });
    expect(changedPrices(form)).toEqual([{ idFecha: 30, tipo: 2, precio: 32000 }]);
  });

  it('the eight checks come in the spec order', () => {
    const valid = apply(fromEvento(makeEvento()), {
      type: 'set',
      field: 'confirmado',
      value: true,
    });
    expect(firstModifyEventError(toCheckState(valid))).toBeNull();
    const broken = apply(
      valid,
      { type: 'set', field: 'nombre', value: ' ' },
      { type: 'set', field: 'direccion', value: '' },
      { type: 'set', field: 'generos', value: [] },
      { type: 'set', field: 'artistas', value: [] },
      { type: 'set', field: 'descripcion', value: '' },
      { type: 'horario', dia: 0, field: 'inicio', value: '' },
      { type: 'set', field: 'video', value: 'https://vimeo.com/1' },
      { type: 'set', field: 'confirmado', value: false },
    );
    const fixes: ModifyAction[] = [
      { type: 'set', field: 'nombre', value: 'Otra' },
      { type: 'set', field: 'direccion', value: 'Calle 1' },
      { type: 'set', field: 'generos', value: [3] },
      { type: 'set', field: 'artistas', value: [{ idArtista: 1, nombre: 'Aurora' }] },
      { type: 'set', field: 'descripcion', value: 'x' },
      { type: 'horario', dia: 0, field: 'inicio', value: '2030-07-12T22:00' },
      { type: 'set', field: 'video', value: '' },
      { type: 'set', field: 'confirmado', value: true },
    ];
    const expected = [
      MODIFY_EVENT_MSG.nombre,
      MODIFY_EVENT_MSG.ubicacion,
      MODIFY_EVENT_MSG.genero,
      MODIFY_EVENT_MSG.artista,
      MODIFY_EVENT_MSG.descripcion,
      MODIFY_EVENT_MSG.fechas,
      MODIFY_EVENT_MSG.media('soundcloud.com', 'youtube.com'),
      MODIFY_EVENT_MSG.confirmacion,
    ];
    let form = broken;
    expected.forEach((message, i) => {
      expect(firstModifyEventError(toCheckState(form))).toBe(message);
      form = modifyReducer(form, fixes[i]!);
    });
    expect(firstModifyEventError(toCheckState(form))).toBeNull();
    expect(toPayload(form).fechas[0]).toEqual({
      idFecha: 30,
      inicio: '2030-07-12T22:00:00-03:00',
      fin: '2030-07-13T07:00:00-03:00',
      inicioVenta: '2030-06-01T00:00:00-03:00',
      finVenta: '2030-07-12T23:00:00-03:00',
    });
  });
});
