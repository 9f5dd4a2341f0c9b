import type { EventoView } from '@shared/api/discovery';
import { STOCK_MSG } from '@shared/texts/organiser';
import {
  CREATE_EVENT_MSG,
  MODIFY_EVENT_MSG,
  modifyEventErrors,
  updateEventoSchema,
} from '@shared/validation/evento';
import { describe, expect, it } from 'vitest';
import { makeEvento } from '../../test/discovery-fixtures';
import { stockOf } from '../../test/stock-fixtures';
import { schemaFieldErrors } from '../../ui/event-details';
import {
  changedStock,
  formErrors,
  fromEvento,
  modifyReducer,
  toCheckState,
  toPayload,
  type ModifyAction,
  type ModifyForm,
} from './modify-form';

const apply = (form: ModifyForm, ...actions: ModifyAction[]) => actions.reduce(modifyReducer, form);
const load = (evento: EventoView = makeEvento(), ocupadas: Partial<Record<number, number>> = {}) =>
  fromEvento(evento, stockOf(evento, ocupadas));
const payloadErrors = (form: ModifyForm) => schemaFieldErrors(updateEventoSchema, toPayload(form));

describe('modify-event form', () => {
  it('loads the event as the inputs show it: Argentine times cut to 16, prices and stock', () => {
    const form = load(makeEvento(), { 0: 20, 1: 5 });
    expect(form.dias[0]).toMatchObject({
      idFecha: 30,
      inicio: '2030-07-12T23:00',
      fin: '2030-07-13T07:00',
      inicioVenta: '2030-06-01T00:00',
      finVenta: '2030-07-12T23:00',
      originales: {
        0: { precio: 15000, cantidad: 200, ocupadas: 20, minimo: 25 },
        1: { precio: 10000, cantidad: 0, ocupadas: 5, minimo: 5 },
        2: { precio: 30000, cantidad: 3, ocupadas: 0, minimo: 0 },
      },
    });
    expect(form.dias[0]!.entradas[2]).toEqual({ cantidad: '3', precio: '30000' });
    expect(form.ubicacion.provincia).toEqual({
      id: '02',
      nombre: 'Ciudad Autónoma de Buenos Aires',
    });
  });

  it("loads the event's per-account limit and sends it; out of range is the schema's last check", () => {
    const form = load(makeEvento({ maxEntradasPorCuenta: 6 }));
    expect(form.maxPorCuenta).toBe('6');
    expect(toPayload(form).maxEntradasPorCuenta).toBe(6);
    expect(payloadErrors(form)).toEqual({});
    for (const value of ['0', '51', '']) {
      const changed = apply(form, { type: 'set', field: 'maxPorCuenta', value });
      expect(payloadErrors(changed), value).toEqual({
        maxPorCuenta: CREATE_EVENT_MSG.maxPorCuenta,
      });
      // Another broken rule shows at its own field, at the same time.
      const alsoBroken = apply(changed, { type: 'horario', dia: 0, field: 'fin', value: '' });
      expect(payloadErrors(alsoBroken)).toEqual({
        'dias.0.fin': CREATE_EVENT_MSG.fechas,
        maxPorCuenta: CREATE_EVENT_MSG.maxPorCuenta,
      });
    }
    const changed = apply(form, { type: 'set', field: 'maxPorCuenta', value: '50' });
    expect(toPayload(changed).maxEntradasPorCuenta).toBe(50);
  });

  it('loads whether the event allows transfers and always sends it', () => {
    for (const permiteTransferencias of [true, false]) {
      const form = load(makeEvento({ permiteTransferencias }));
      expect(form.permiteTransferencias).toBe(permiteTransferencias);
      expect(toPayload(form).permiteTransferencias).toBe(permiteTransferencias);
      const flipped = apply(form, {
        type: 'set',
        field: 'permiteTransferencias',
        value: !permiteTransferencias,
      });
      expect(toPayload(flipped).permiteTransferencias).toBe(!permiteTransferencias);
      expect(payloadErrors(flipped)).toEqual({});
    }
  });

  it('uses the default sale window when a day has none', () => {
    const evento = makeEvento();
    const form = load({
      ...evento,
      fechas: [{ ...evento.fechas[0]!, inicioVenta: '', finVenta: '' }],
    });
    expect(form.dias[0]).toMatchObject({
      inicioVenta: '2025-01-01T00:00',
      finVenta: '2025-01-02T00:00',
    });
  });

  it('sends each day whose quantities or prices changed, never rewriting what was typed', () => {
    let form = load();
    expect(changedStock(form)).toEqual([]);
    form = apply(
      form,
      { type: 'precio', dia: 0, cdTipo: 2, raw: '032000' },
      { type: 'cantidad', dia: 0, cdTipo: 2, raw: '50' },
      { type: 'precio', dia: 0, cdTipo: 1, raw: '99999' },
      { type: 'precio', dia: 0, cdTipo: 3, raw: '5' }, // the day sells no VIP early bird
    );
    // The early-bird price stays as typed: the error says it is above General's.
    expect(form.dias[0]!.entradas[1].precio).toBe('99999');
    expect(changedStock(form)).toEqual([
      {
        idFecha: 30,
        entradas: [
          { tipo: 1, precio: 99999, cantidad: 0 },
          { tipo: 2, precio: 32000, cantidad: 50 },
        ],
      },
    ]);
    form = apply(form, { type: 'precio', dia: 0, cdTipo: 1, raw: '10000' });
    expect(changedStock(form)).toEqual([
      { idFecha: 30, entradas: [{ tipo: 2, precio: 32000, cantidad: 50 }] },
    ]);
  });

  it('renames a type: sent trimmed with its row, and what the server refuses is said first', () => {
    const form = apply(load(), { type: 'set', field: 'confirmado', value: true });
    const named = (raw: string, cdTipo: 0 | 1 | 2 = 1) =>
      apply(form, { type: 'nombre', dia: 0, cdTipo, raw });
    expect(changedStock(named('  1ra tanda '))).toEqual([
      { idFecha: 30, entradas: [{ tipo: 1, precio: 10000, cantidad: 0, nombre: '1ra tanda' }] },
    ]);
    // Typing the loaded name back sends nothing.
    expect(changedStock(named('General Early Bird'))).toEqual([]);
    const key = 'dias.0.entradas.1.nombre';
    expect(formErrors(named('1ra tanda'))[key]).toBeUndefined();
    expect(formErrors(named('  '))[key]).toBe(STOCK_MSG.nombreVacio);
    expect(formErrors(named('vip'))[key]).toBe(STOCK_MSG.nombreRepetido(1, 'vip'));
    expect(formErrors(named('x'.repeat(41)))[key]).toBe(STOCK_MSG.nombreLargo(40));
    // A rule of the template says the name being typed: a Preventa above General's 200.
    const over = apply(named('Preventa'), { type: 'cantidad', dia: 0, cdTipo: 1, raw: '250' });
    expect(formErrors(over)['dias.0.entradas.1.cantidad']).toBe(
      STOCK_MSG.earlyBirdExcede(1, 'Preventa', 250, 'General', 200),
    );
  });

  it('a quantity goes up freely and down to what is sold or held, never below', () => {
    // 20 General sold or held: General may go down to 20.
    const form = apply(load(makeEvento(), { 0: 20 }), {
      type: 'set',
      field: 'confirmado',
      value: true,
    });
    const key = 'dias.0.entradas.0.cantidad';
    const at = (raw: string) =>
      formErrors(apply(form, { type: 'cantidad', dia: 0, cdTipo: 0, raw }));
    expect(at('500')).toEqual({});
    expect(at('20')).toEqual({});
    expect(at('19')).toEqual({ [key]: STOCK_MSG.debajoDeVendidas(1, 'General', 20) });
    // Every row at 0: the day would sell nothing.
    const none = apply(
      load(),
      { type: 'set', field: 'confirmado', value: true },
      { type: 'cantidad', dia: 0, cdTipo: 0, raw: '0' },
      { type: 'cantidad', dia: 0, cdTipo: 2, raw: '0' },
    );
    expect(formErrors(none)).toEqual({ [key]: CREATE_EVENT_MSG.sinEntradas });
  });

  it('the eight checks, every failing one at once, each at its field', () => {
    const valid = apply(load(), {
      type: 'set',
      field: 'confirmado',
      value: true,
    });
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
    expect(modifyEventErrors(toCheckState(valid))).toEqual({});
    expect(modifyEventErrors(toCheckState(broken))).toEqual({
      nombre: MODIFY_EVENT_MSG.nombre,
      direccion: MODIFY_EVENT_MSG.ubicacion,
      generos: MODIFY_EVENT_MSG.genero,
      artistas: MODIFY_EVENT_MSG.artista,
      descripcion: MODIFY_EVENT_MSG.descripcion,
      'dias.0.inicio': MODIFY_EVENT_MSG.fechas,
      video: MODIFY_EVENT_MSG.media('soundcloud.com', 'youtube.com'),
      confirmacion: MODIFY_EVENT_MSG.confirmacion,
    });
    const form = apply(broken, {
      type: 'horario',
      dia: 0,
      field: 'inicio',
      value: '2030-07-12T22:00',
    });
    expect(toPayload(form).fechas[0]).toEqual({
      idFecha: 30,
      inicio: '2030-07-12T22:00:00-03:00',
      fin: '2030-07-13T07:00:00-03:00',
      inicioVenta: '2030-06-01T00:00:00-03:00',
      finVenta: '2030-07-12T23:00:00-03:00',
    });
  });
});
