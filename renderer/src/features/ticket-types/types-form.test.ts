import { PERSONAS_POR_MESA_MAX, type TiposFecha } from '@shared/api/ticket-types';
import { LIMITS } from '@shared/domain/limits';
import { STOCK_MSG } from '@shared/texts/organiser';
import { TIPOS_MSG, TIPOS_TEXT } from '@shared/texts/organiser';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { describe, expect, it } from 'vitest';
import {
  cupoSize,
  diaReducer,
  fromTiposFecha,
  hasMasOpciones,
  isLaterStep,
  issues,
  placeErrors,
  toPayload,
  type DiaAction,
  type DiaForm,
} from './types-form';
import { PLAIN_OPTIONS } from '../../test/ticket-type-fixtures';

/** A template day as the server answers it: General sizes its pool, 20 sold. */
const TEMPLATE: TiposFecha = {
  idFecha: 30,
  inicio: '2030-07-13T02:00:00.000Z',
  tipos: [
    {
      idEntrada: 301,
      cdTipo: 0,
      nombre: 'General',
      admite: 'General',
      precio: 15000,
      cantidad: 200,
      ocupadas: 20,
      oculta: false,
      tanda: null,
      abreAt: null,
      cupos: ['General'],
      ...PLAIN_OPTIONS,
    },
    {
      idEntrada: 303,
      cdTipo: 1,
      nombre: 'General Early Bird',
      admite: 'General',
      precio: 10000,
      cantidad: 0,
      ocupadas: 0,
      oculta: false,
      tanda: null,
      abreAt: null,
      cupos: ['General'],
      ...PLAIN_OPTIONS,
    },
    {
      idEntrada: 302,
      cdTipo: 2,
      nombre: 'VIP',
      admite: 'VIP',
      precio: 30000,
      cantidad: 3,
      ocupadas: 0,
      oculta: true,
      tanda: null,
      abreAt: null,
      cupos: ['VIP'],
      ...PLAIN_OPTIONS,
    },
  ],
  cupos: [
    { idCupo: 41, nombre: 'General', cantidad: 200, ocupadas: 20, sigue: 'General' },
    { idCupo: 42, nombre: 'VIP', cantidad: 3, ocupadas: 0, sigue: 'VIP' },
  ],
  adicionales: [],
};

/** The template day with a locker: 8 of its 50 sold. */
const WITH_LOCKER: TiposFecha = {
  ...TEMPLATE,
  adicionales: [
    {
      idAdicional: 51,
      nombre: 'Locker',
      descripcion: 'Para mochilas',
      precio: 3000,
      cantidad: 50,
      ocupadas: 8,
    },
  ],
};

const run = (day: DiaForm, ...actions: DiaAction[]) => actions.reduce(diaReducer, day);
const row = (day: DiaForm, nombre: string) => day.tipos.find((t) => t.nombre === nombre)!;
const cupo = (day: DiaForm, nombre: string) => day.cupos.find((c) => c.nombre === nombre)!;
const names = (day: DiaForm) => day.tipos.map((t) => t.nombre);
const adicional = (day: DiaForm, nombre: string) =>
  day.adicionales.find((a) => a.nombre === nombre)!;

describe('the day as loaded and as sent', () => {
  it('shows the rows as typed text, and an untouched day is sent back as it came', () => {
    const day = fromTiposFecha(TEMPLATE);
    expect(row(day, 'General')).toMatchObject({ precio: '15000', cantidad: '200', tanda: '' });
    expect(row(day, 'VIP').oculta).toBe(true);
    // A pool sized by a row follows it by the row's key, so a rename keeps the link.
    expect(cupo(day, 'General').sigue).toBe(row(day, 'General').key);
    expect(toPayload(day)).toEqual({
      idFecha: 30,
      tipos: TEMPLATE.tipos.map((t) => ({
        idEntrada: t.idEntrada,
        nombre: t.nombre,
        admite: t.admite,
        precio: t.precio,
        cantidad: t.cantidad,
        oculta: t.oculta,
        tanda: null,
        abreAt: null,
        cupos: t.cupos,
        ...PLAIN_OPTIONS,
      })),
      cupos: [
        { idCupo: 41, nombre: 'General', cantidad: 200 },
        { idCupo: 42, nombre: 'VIP', cantidad: 3 },
      ],
      // Always sent: the day's whole list, none here.
      adicionales: [],
    });
    expect(issues(day, 1)).toEqual({});
  });

  it('keeps digits only in prices and quantities, within what the server takes', () => {
    const day = fromTiposFecha(TEMPLATE);
    const { key } = row(day, 'VIP');
    const typed = run(
      day,
      { type: 'numero', key, field: 'precio', raw: '$ 0035.000' },
      { type: 'numero', key, field: 'cantidad', raw: '12345678' },
    );
    expect(row(typed, 'VIP')).toMatchObject({ precio: '35000', cantidad: '123456' });
  });

  it('names, admissions and tandas are sent trimmed; an empty tanda is none', () => {
    const day = fromTiposFecha(TEMPLATE);
    const { key } = row(day, 'VIP');
    const typed = run(
      day,
      { type: 'campo', key, field: 'nombre', value: '  Mesa VIP x6 ' },
      { type: 'campo', key, field: 'admite', value: ' Backstage ' },
      { type: 'campo', key, field: 'tanda', value: '   ' },
    );
    expect(toPayload(typed).tipos[2]).toMatchObject({
      nombre: 'Mesa VIP x6',
      admite: 'Backstage',
      tanda: null,
    });
  });
});

describe('adding, ordering and removing types', () => {
  it('adds "Entrada n" admitted as General, with no price, quantity, tanda or cupo', () => {
    const day = run(fromTiposFecha(TEMPLATE), { type: 'agregarTipo' });
    expect(day.tipos.at(-1)).toMatchObject({
      nombre: TIPOS_TEXT.nuevoTipo(4),
      admite: 'General',
      precio: '',
      cantidad: '',
      tanda: '',
      cupos: [],
      ocupadas: 0,
    });
    expect(day.tipos.at(-1)!.idEntrada).toBeUndefined();
    // Never a name the day already has.
    const renamed = run(
      fromTiposFecha(TEMPLATE),
      { type: 'campo', key: row(day, 'VIP').key, field: 'nombre', value: 'Entrada 4' },
      { type: 'agregarTipo' },
    );
    expect(names(renamed).at(-1)).toBe(TIPOS_TEXT.nuevoTipo(5));
    // A new row goes out without an id and with its price and quantity as 0.
    expect(toPayload(day).tipos[3]).toEqual({
      nombre: 'Entrada 4',
      admite: 'General',
      precio: 0,
      cantidad: 0,
      oculta: false,
      tanda: null,
      abreAt: null,
      cupos: [],
      ...PLAIN_OPTIONS,
    });
  });

  it('"Agregar tres tandas": three steps of "General" sharing a new cupo; again, of "General 2"', () => {
    const once = run(fromTiposFecha(TEMPLATE), { type: 'agregarTandas' });
    expect(names(once).slice(3)).toEqual(['1ra tanda', '2da tanda', '3ra tanda']);
    expect(once.tipos.slice(3).map((t) => t.tanda)).toEqual(['General', 'General', 'General']);
    // The template's pool is already "General": the tanda's own one is the next free name.
    const pool = once.cupos.at(-1)!;
    expect(pool).toMatchObject({ nombre: 'General 2', cantidad: '', sigue: null });
    expect(once.tipos.slice(3).every((t) => t.cupos.join() === String(pool.key))).toBe(true);
    expect(toPayload(once).tipos[4]).toMatchObject({ tanda: 'General', cupos: ['General 2'] });

    const twice = run(once, { type: 'agregarTandas' });
    expect(names(twice).slice(6)).toEqual([
      '1ra tanda General 2',
      '2da tanda General 2',
      '3ra tanda General 2',
    ]);
    expect(twice.tipos.slice(6).map((t) => t.tanda)).toEqual(Array(3).fill('General 2'));
    expect(twice.cupos.map((c) => c.nombre)).toEqual(['General', 'VIP', 'General 2', 'General 3']);
  });

  it('moves a row up and down; nothing moves past either end', () => {
    const day = fromTiposFecha(TEMPLATE);
    const vip = row(day, 'VIP').key;
    expect(names(run(day, { type: 'mover', key: vip, by: -1 }))).toEqual([
      'General',
      'VIP',
      'General Early Bird',
    ]);
    expect(names(run(day, { type: 'mover', key: vip, by: 1 }))).toEqual(names(day));
    const general = row(day, 'General').key;
    expect(run(day, { type: 'mover', key: general, by: -1 })).toBe(day);
    // The order is the order sent: buyers see it so.
    expect(
      toPayload(run(day, { type: 'mover', key: general, by: 1 })).tipos.map((t) => t.idEntrada),
    ).toEqual([303, 301, 302]);
  });

  it('removes a row nothing was taken from; one with sales stays', () => {
    const day = fromTiposFecha(TEMPLATE);
    expect(run(day, { type: 'quitarTipo', key: row(day, 'General').key })).toBe(day);
    const sinEb = run(day, { type: 'quitarTipo', key: row(day, 'General Early Bird').key });
    expect(names(sinEb)).toEqual(['General', 'VIP']);
    expect(toPayload(sinEb).tipos.map((t) => t.idEntrada)).toEqual([301, 302]);
  });

  it('a cupo following a removed row keeps its size and can be changed from then on', () => {
    const day = run(fromTiposFecha(TEMPLATE), {
      type: 'numero',
      key: row(fromTiposFecha(TEMPLATE), 'VIP').key,
      field: 'cantidad',
      raw: '8',
    });
    const sinVip = run(day, { type: 'quitarTipo', key: row(day, 'VIP').key });
    expect(cupo(sinVip, 'VIP')).toMatchObject({ sigue: null, cantidad: '8' });
    const changed = run(sinVip, { type: 'cupoCantidad', key: cupo(sinVip, 'VIP').key, raw: '10' });
    expect(cupoSize(changed, cupo(changed, 'VIP'))).toBe(10);
  });
});

describe('cupos', () => {
  it('a cupo that follows a row takes its typed quantity and cannot be typed itself', () => {
    const day = fromTiposFecha(TEMPLATE);
    const general = cupo(day, 'General');
    const typed = run(
      day,
      { type: 'numero', key: row(day, 'General').key, field: 'cantidad', raw: '250' },
      { type: 'cupoCantidad', key: general.key, raw: '999' },
    );
    expect(cupoSize(typed, cupo(typed, 'General'))).toBe(250);
    expect(toPayload(typed).cupos[0]).toEqual({ idCupo: 41, nombre: 'General', cantidad: 250 });
    // Renaming the row keeps the link (the cupo follows the row, not its name).
    const renamed = run(typed, {
      type: 'campo',
      key: row(typed, 'General').key,
      field: 'nombre',
      value: 'Campo',
    });
    expect(cupoSize(renamed, cupo(renamed, 'General'))).toBe(250);
  });

  it('adds "Cupo n", joins and leaves rows, renames with its rows, removes from its rows', () => {
    const day = run(fromTiposFecha(TEMPLATE), { type: 'agregarCupo' });
    const nuevo = day.cupos.at(-1)!;
    expect(nuevo).toMatchObject({ nombre: TIPOS_TEXT.nuevoCupo(3), cantidad: '', sigue: null });
    const vip = row(day, 'VIP').key;
    const general = row(day, 'General').key;
    const joined = run(
      day,
      { type: 'miembro', key: vip, cupo: nuevo.key, value: true },
      { type: 'miembro', key: general, cupo: nuevo.key, value: true },
      { type: 'miembro', key: vip, cupo: cupo(day, 'VIP').key, value: false },
      { type: 'cupoNombre', key: nuevo.key, value: 'Predio' },
      { type: 'cupoCantidad', key: nuevo.key, raw: '500' },
    );
    const sent = toPayload(joined);
    expect(sent.tipos[0]!.cupos).toEqual(['General', 'Predio']);
    expect(sent.tipos[2]!.cupos).toEqual(['Predio']);
    expect(sent.cupos[2]).toEqual({ nombre: 'Predio', cantidad: 500 });
    const removed = run(joined, { type: 'quitarCupo', key: nuevo.key });
    expect(toPayload(removed).tipos[0]!.cupos).toEqual(['General']);
    expect(toPayload(removed).tipos[2]!.cupos).toEqual([]);
    expect(removed.cupos.map((c) => c.nombre)).toEqual(['General', 'VIP']);
  });
});

describe('tandas and their dates', () => {
  const tandas = () => run(fromTiposFecha(TEMPLATE), { type: 'agregarTandas' });

  it('only a later step of its tanda opens at a date, sent in Buenos Aires time', () => {
    const day = tandas();
    expect(day.tipos.map((_, i) => isLaterStep(day, i))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    const segunda = row(day, '2da tanda').key;
    const primera = row(day, '1ra tanda').key;
    const typed = run(
      day,
      { type: 'campo', key: segunda, field: 'abreAt', value: '05/07/2030 20:00' },
      // Typed on the first step, then hidden: it is not sent.
      { type: 'campo', key: primera, field: 'abreAt', value: '1/7/2030 20:00' },
    );
    const sent = toPayload(typed).tipos;
    expect(sent[4]!.abreAt).toBe('2030-07-05T20:00:00-03:00');
    expect(sent[3]!.abreAt).toBeNull();
    // Moved below the second, the first step's date becomes a later step's and is sent.
    const moved = run(typed, { type: 'mover', key: primera, by: 1 });
    expect(toPayload(moved).tipos[4]!.abreAt).toBe('2030-07-01T20:00:00-03:00');
  });
});

describe('dates typed day/month/year, 24-hour, whatever the browser language', () => {
  it('shows a loaded date as typed, sends it back as the same instant', () => {
    const day = fromTiposFecha({
      ...TEMPLATE,
      tipos: [
        { ...TEMPLATE.tipos[0]!, tanda: 'General' },
        // 20:00:30 in Buenos Aires (a date set elsewhere may carry seconds).
        { ...TEMPLATE.tipos[1]!, tanda: 'General', abreAt: '2030-07-05T23:00:30.000Z' },
        TEMPLATE.tipos[2]!,
      ],
    });
    expect(day.tipos[1]!.abreAt).toBe('05/07/2030 20:00');
    // Untouched, it goes back as it came: saving a day as loaded changes nothing.
    expect(toPayload(day).tipos[1]!.abreAt).toBe('2030-07-05T23:00:30.000Z');
    const typed = run(day, {
      type: 'campo',
      key: day.tipos[1]!.key,
      field: 'abreAt',
      value: '05/07/2030 21:15',
    });
    expect(toPayload(typed).tipos[1]!.abreAt).toBe('2030-07-05T21:15:00-03:00');
  });

  it('a date that is none is said beside it; cleared, the step has none', () => {
    const day = run(fromTiposFecha(TEMPLATE), { type: 'agregarTandas' });
    const key = row(day, '2da tanda').key;
    const at = (value: string) =>
      run(
        day,
        { type: 'cupoCantidad', key: day.cupos.at(-1)!.key, raw: '250' },
        { type: 'campo', key, field: 'abreAt', value },
      );
    for (const value of ['31/02/2030 20:00', '05/07/2030 24:00', '05/07/2030', '2030-07-05T20:00'])
      expect(issues(at(value), 1), value).toEqual({ 'tipos.4.abreAt': TIPOS_MSG.fechaInvalida });
    expect(issues(at('  '), 1)).toEqual({});
    expect(toPayload(at('  ')).tipos[4]!.abreAt).toBeNull();
  });
});

describe('issues: the server rules said before saving, keyed as its 400', () => {
  it('repeated and empty names, an empty admission, a quantity below what is sold', () => {
    const day = fromTiposFecha(TEMPLATE);
    const typed = run(
      day,
      { type: 'campo', key: row(day, 'VIP').key, field: 'nombre', value: ' general ' },
      { type: 'campo', key: row(day, 'General Early Bird').key, field: 'nombre', value: '  ' },
      { type: 'campo', key: row(day, 'General').key, field: 'admite', value: '' },
      { type: 'numero', key: row(day, 'General').key, field: 'cantidad', raw: '19' },
    );
    expect(issues(typed, 2)).toEqual({
      'tipos.0.admite': TIPOS_MSG.admiteVacio,
      'tipos.0.cantidad': STOCK_MSG.debajoDeVendidas(2, 'General', 20),
      'tipos.1.nombre': STOCK_MSG.nombreVacio,
      'tipos.2.nombre': STOCK_MSG.nombreRepetido(2, 'general'),
      // The pool General sizes goes down with it, and says so beside its shown size.
      'cupos.0.cantidad': TIPOS_MSG.cupoDebajoDeVendidas(2, 'General', 20),
    });
  });

  it('tickets without a price, a cupo without size or below what its rows took', () => {
    const day = run(fromTiposFecha(TEMPLATE), { type: 'agregarTandas' });
    const primera = row(day, '1ra tanda').key;
    const withTickets = run(day, {
      type: 'numero',
      key: primera,
      field: 'cantidad',
      raw: '100',
    });
    expect(issues(withTickets, 1)).toEqual({
      'tipos.3.precio': STOCK_MSG.sinPrecio(1, '1ra tanda'),
      'cupos.2.cantidad': TIPOS_MSG.cupoSinLugares(1, 'General 2'),
    });
    // A price of 0 typed is a free ticket (the server takes it); an empty one is not.
    const free = run(withTickets, { type: 'numero', key: primera, field: 'precio', raw: '0' });
    expect(issues(free, 1)['tipos.3.precio']).toBeUndefined();
    // General's 20 sold draw from a new cupo it joins: it cannot be smaller.
    const added = run(fromTiposFecha(TEMPLATE), { type: 'agregarCupo' });
    const nuevo = added.cupos.at(-1)!.key;
    const joined = run(
      added,
      { type: 'cupoCantidad', key: nuevo, raw: '10' },
      { type: 'miembro', key: row(added, 'General').key, cupo: nuevo, value: true },
    );
    expect(issues(joined, 1)).toEqual({
      'cupos.2.cantidad': TIPOS_MSG.cupoDebajoDeVendidas(1, 'Cupo 3', 20),
    });
  });

  it('a later step may not open before an earlier one; the template keeps its early-bird rule', () => {
    let day = run(fromTiposFecha(TEMPLATE), { type: 'agregarTandas' });
    const [, , , , b, c] = day.tipos.map((t) => t.key);
    day = run(
      day,
      { type: 'cupoCantidad', key: day.cupos.at(-1)!.key, raw: '250' },
      { type: 'campo', key: b!, field: 'abreAt', value: '05/07/2030 20:00' },
      { type: 'campo', key: c!, field: 'abreAt', value: '04/07/2030 20:00' },
      { type: 'numero', key: row(day, 'General Early Bird').key, field: 'cantidad', raw: '300' },
    );
    expect(issues(day, 1)).toEqual({
      'tipos.1.cantidad': STOCK_MSG.earlyBirdExcede(1, 'General Early Bird', 300, 'General', 200),
      'tipos.5.abreAt': TIPOS_MSG.abreAntes(1, '3ra tanda', '2da tanda'),
    });
  });

  it('a day with nothing to sell is said for the whole day', () => {
    const day = fromTiposFecha(TEMPLATE);
    const cero = run(
      day,
      { type: 'numero', key: row(day, 'General').key, field: 'cantidad', raw: '' },
      { type: 'numero', key: row(day, 'VIP').key, field: 'cantidad', raw: '0' },
    );
    expect(issues(cero, 1)).toMatchObject({ _: CREATE_EVENT_MSG.sinEntradas });
  });
});

describe('placeErrors: beside a field on screen, or above the save button', () => {
  it('places row and cupo fields, a deeper key at its field; the rest once each', () => {
    const day = run(fromTiposFecha(TEMPLATE), { type: 'agregarTandas' });
    const placed = placeErrors(
      {
        'tipos.0.cantidad': 'a',
        'tipos.2.cupos.0': 'b',
        'cupos.1.nombre': 'c',
        // A first step shows no date: what is said about it must still be read.
        'tipos.3.abreAt': 'd',
        'tipos.4.abreAt': 'e',
        'tipos.9.nombre': 'f',
        _: 'g',
        idFecha: 'g',
      },
      day,
    );
    expect(placed.fields).toEqual({
      'tipos.0.cantidad': 'a',
      'tipos.2.cupos': 'b',
      'cupos.1.nombre': 'c',
      'tipos.4.abreAt': 'e',
    });
    expect(placed.rest).toEqual(['d', 'f', 'g']);
  });
});

describe('add-ons', () => {
  /** The locker day with "Adicional 2" added and named `nombre`. */
  const withAdded = (nombre = 'Combo trago') => {
    const day = run(fromTiposFecha(WITH_LOCKER), { type: 'agregarAdicional' });
    const key = day.adicionales.at(-1)!.key;
    return { key, day: run(day, { type: 'adicionalCampo', key, field: 'nombre', value: nombre }) };
  };

  it('shows a loaded add-on as typed and sends it back as it came', () => {
    const day = fromTiposFecha(WITH_LOCKER);
    expect(adicional(day, 'Locker')).toMatchObject({
      idAdicional: 51,
      descripcion: 'Para mochilas',
      precio: '3000',
      cantidad: '50',
      ocupadas: 8,
    });
    expect(toPayload(day).adicionales).toEqual([
      {
        idAdicional: 51,
        nombre: 'Locker',
        descripcion: 'Para mochilas',
        precio: 3000,
        cantidad: 50,
      },
    ]);
    expect(issues(day, 1)).toEqual({});
  });

  it('adds "Adicional n" with no price or quantity: each empty one is said beside it, never a 0', () => {
    const day = run(fromTiposFecha(WITH_LOCKER), { type: 'agregarAdicional' });
    expect(day.adicionales.at(-1)).toMatchObject({
      nombre: TIPOS_TEXT.nuevoAdicional(2),
      descripcion: '',
      precio: '',
      cantidad: '',
      ocupadas: 0,
    });
    expect(day.adicionales.at(-1)!.idAdicional).toBeUndefined();
    expect(issues(day, 1)).toEqual({
      'adicionales.1.precio': STOCK_MSG.sinPrecio(1, 'Adicional 2'),
      'adicionales.1.cantidad': TIPOS_MSG.adicionalSinCantidad(1, 'Adicional 2'),
    });
    // Never a name the day already has.
    const renamed = run(
      fromTiposFecha(WITH_LOCKER),
      {
        type: 'adicionalCampo',
        key: adicional(day, 'Locker').key,
        field: 'nombre',
        value: 'Adicional 2',
      },
      { type: 'agregarAdicional' },
    );
    expect(renamed.adicionales.at(-1)!.nombre).toBe(TIPOS_TEXT.nuevoAdicional(3));
  });

  it('the payload carries what is typed: trimmed, digits only, new ones without an id', () => {
    const { day, key } = withAdded('  Combo trago ');
    const typed = run(
      day,
      { type: 'adicionalNumero', key, field: 'precio', raw: '$ 5.000' },
      { type: 'adicionalNumero', key, field: 'cantidad', raw: '0100' },
      { type: 'adicionalCampo', key, field: 'descripcion', value: '   ' },
    );
    expect(typed.adicionales.at(-1)).toMatchObject({ precio: '5000', cantidad: '100' });
    expect(toPayload(typed).adicionales).toEqual([
      {
        idAdicional: 51,
        nombre: 'Locker',
        descripcion: 'Para mochilas',
        precio: 3000,
        cantidad: 50,
      },
      { nombre: 'Combo trago', descripcion: null, precio: 5000, cantidad: 100 },
    ]);
    expect(issues(typed, 1)).toEqual({});
    // A price of 0 typed is a free add-on.
    expect(
      issues(run(typed, { type: 'adicionalNumero', key, field: 'precio', raw: '0' }), 1),
    ).toEqual({});
  });

  it('removes an add-on nothing was sold of; one with sales stays', () => {
    const { day, key } = withAdded();
    expect(run(day, { type: 'quitarAdicional', key: adicional(day, 'Locker').key })).toBe(day);
    const sin = run(day, { type: 'quitarAdicional', key });
    expect(sin.adicionales.map((a) => a.nombre)).toEqual(['Locker']);
    expect(toPayload(sin).adicionales!.map((a) => a.nombre)).toEqual(['Locker']);
  });

  it('a repeated or empty name is said beside the name', () => {
    const repeated = withAdded(' locker ');
    const typed = run(
      repeated.day,
      { type: 'adicionalNumero', key: repeated.key, field: 'precio', raw: '1000' },
      { type: 'adicionalNumero', key: repeated.key, field: 'cantidad', raw: '10' },
    );
    expect(issues(typed, 2)).toEqual({
      'adicionales.1.nombre': TIPOS_MSG.adicionalRepetido(2, 'locker'),
    });
    const empty = run(typed, {
      type: 'adicionalCampo',
      key: repeated.key,
      field: 'nombre',
      value: '  ',
    });
    expect(issues(empty, 2)).toEqual({ 'adicionales.1.nombre': TIPOS_MSG.adicionalVacio });
  });

  it('a quantity below what is sold or held is said beside the quantity', () => {
    const day = fromTiposFecha(WITH_LOCKER);
    const { key } = adicional(day, 'Locker');
    const typed = run(day, { type: 'adicionalNumero', key, field: 'cantidad', raw: '7' });
    expect(issues(typed, 1)).toEqual({
      'adicionales.0.cantidad': TIPOS_MSG.adicionalDebajoDeVendidos(1, 'Locker', 8),
    });
    expect(
      issues(run(typed, { type: 'adicionalNumero', key, field: 'cantidad', raw: '8' }), 1),
    ).toEqual({});
  });

  it("places the server's add-on errors beside their fields, the rest above the button", () => {
    const day = fromTiposFecha(WITH_LOCKER);
    const placed = placeErrors(
      {
        'adicionales.0.cantidad': 'a',
        'adicionales.0.descripcion': 'b',
        'adicionales.1.nombre': 'c',
        'adicionales.0.idAdicional': 'd',
        _: TIPOS_MSG.adicionalNoSePuedeQuitar(1, 'Locker'),
      },
      day,
    );
    expect(placed.fields).toEqual({
      'adicionales.0.cantidad': 'a',
      'adicionales.0.descripcion': 'b',
    });
    expect(placed.rest).toEqual(['c', 'd', TIPOS_MSG.adicionalNoSePuedeQuitar(1, 'Locker')]);
  });
});

describe('más opciones: description, mesas, quantities per purchase, sale window', () => {
  /** The template day with one row to add, "Mesa VIP x6", priced and with 5 for sale. */
  const withMesa = () => {
    const day = run(fromTiposFecha(TEMPLATE), { type: 'agregarTipo' });
    const key = day.tipos.at(-1)!.key;
    return {
      key,
      day: run(
        day,
        { type: 'campo', key, field: 'nombre', value: 'Mesa VIP x6' },
        { type: 'numero', key, field: 'precio', raw: '180000' },
        { type: 'numero', key, field: 'cantidad', raw: '5' },
      ),
    };
  };

  it('a new row is a plain ticket; what is typed is sent, trimmed, dates in Buenos Aires time', () => {
    const { day, key } = withMesa();
    expect(day.tipos.at(-1)).toMatchObject({
      descripcion: '',
      personas: '1',
      minPorOrden: '1',
      maxPorOrden: '',
      ventaDesde: '',
      ventaHasta: '',
    });
    expect(hasMasOpciones(day.tipos.at(-1)!)).toBe(false);
    const typed = run(
      day,
      { type: 'campo', key, field: 'descripcion', value: '  Incluye una botella ' },
      { type: 'numero', key, field: 'personas', raw: '6' },
      { type: 'numero', key, field: 'minPorOrden', raw: '1' },
      { type: 'numero', key, field: 'maxPorOrden', raw: '2' },
      { type: 'campo', key, field: 'ventaDesde', value: '01/07/2030 12:00' },
      { type: 'campo', key, field: 'ventaHasta', value: '12/07/2030 22:00' },
    );
    expect(hasMasOpciones(typed.tipos.at(-1)!)).toBe(true);
    expect(toPayload(typed).tipos[3]).toMatchObject({
      nombre: 'Mesa VIP x6',
      descripcion: 'Incluye una botella',
      personas: 6,
      minPorOrden: 1,
      maxPorOrden: 2,
      ventaDesde: '2030-07-01T12:00:00-03:00',
      ventaHasta: '2030-07-12T22:00:00-03:00',
    });
    expect(issues(typed, 1)).toEqual({});
    // Emptied again: no description, no maximum, the day's sale dates.
    const cleared = run(
      typed,
      { type: 'campo', key, field: 'descripcion', value: '   ' },
      { type: 'numero', key, field: 'maxPorOrden', raw: '' },
      { type: 'campo', key, field: 'ventaDesde', value: '' },
      { type: 'campo', key, field: 'ventaHasta', value: ' ' },
    );
    expect(toPayload(cleared).tipos[3]).toMatchObject({
      descripcion: null,
      maxPorOrden: null,
      ventaDesde: null,
      ventaHasta: null,
    });
  });

  it('a loaded row shows its options as typed and sends them back as they came', () => {
    const day = fromTiposFecha({
      ...TEMPLATE,
      tipos: [
        TEMPLATE.tipos[0]!,
        TEMPLATE.tipos[1]!,
        {
          ...TEMPLATE.tipos[2]!,
          descripcion: 'Con botella',
          personas: 4,
          minPorOrden: 2,
          maxPorOrden: 3,
          // Seconds set elsewhere survive a save of the day as loaded.
          ventaDesde: '2030-07-01T15:00:30.000Z',
          ventaHasta: null,
        },
      ],
    });
    const vip = row(day, 'VIP');
    expect(vip).toMatchObject({
      descripcion: 'Con botella',
      personas: '4',
      minPorOrden: '2',
      maxPorOrden: '3',
      ventaDesde: '01/07/2030 12:00',
      ventaHasta: '',
    });
    expect(hasMasOpciones(vip)).toBe(true);
    expect(hasMasOpciones(row(day, 'General'))).toBe(false);
    expect(toPayload(day).tipos[2]).toMatchObject({
      descripcion: 'Con botella',
      personas: 4,
      minPorOrden: 2,
      maxPorOrden: 3,
      ventaDesde: '2030-07-01T15:00:30.000Z',
      ventaHasta: null,
    });
    expect(issues(day, 1)).toEqual({});
  });

  it('people and quantities per purchase keep digits; empty or out of range is said beside them', () => {
    const { day, key } = withMesa();
    const typed = run(
      day,
      { type: 'numero', key, field: 'personas', raw: '994' },
      { type: 'numero', key, field: 'minPorOrden', raw: 'x' },
      { type: 'numero', key, field: 'maxPorOrden', raw: '0' },
    );
    expect(typed.tipos.at(-1)).toMatchObject({ personas: '99', minPorOrden: '', maxPorOrden: '0' });
    expect(issues(typed, 1)).toEqual({
      'tipos.3.personas': TIPOS_MSG.personasRango(PERSONAS_POR_MESA_MAX),
      'tipos.3.minPorOrden': TIPOS_MSG.porOrdenRango(LIMITS.maxTicketsPerRow),
      'tipos.3.maxPorOrden': TIPOS_MSG.porOrdenRango(LIMITS.maxTicketsPerRow),
    });
    // No number at all is no person: never a silent 0 sent.
    const empty = run(day, { type: 'numero', key, field: 'personas', raw: '' });
    expect(issues(empty, 1)).toEqual({
      'tipos.3.personas': TIPOS_MSG.personasRango(PERSONAS_POR_MESA_MAX),
    });
    const placed = placeErrors(issues(typed, 1), typed);
    expect(Object.keys(placed.fields)).toEqual([
      'tipos.3.personas',
      'tipos.3.minPorOrden',
      'tipos.3.maxPorOrden',
    ]);
    expect(placed.rest).toEqual([]);
  });

  it('a maximum below the minimum is said beside Máximo', () => {
    const { day, key } = withMesa();
    const typed = run(
      day,
      { type: 'numero', key, field: 'minPorOrden', raw: '4' },
      { type: 'numero', key, field: 'maxPorOrden', raw: '2' },
    );
    expect(issues(typed, 1)).toEqual({
      'tipos.3.maxPorOrden': TIPOS_MSG.maxMenorQueMin(1, 'Mesa VIP x6'),
    });
    expect(placeErrors(issues(typed, 1), typed).fields).toEqual({
      'tipos.3.maxPorOrden': TIPOS_MSG.maxMenorQueMin(1, 'Mesa VIP x6'),
    });
    expect(issues(run(typed, { type: 'numero', key, field: 'maxPorOrden', raw: '4' }), 1)).toEqual(
      {},
    );
  });

  it('a row with sales keeps how many people each admits; one without may change', () => {
    const day = fromTiposFecha(TEMPLATE);
    const typed = run(
      day,
      { type: 'numero', key: row(day, 'General').key, field: 'personas', raw: '2' },
      { type: 'numero', key: row(day, 'VIP').key, field: 'personas', raw: '6' },
    );
    expect(issues(typed, 1)).toEqual({
      'tipos.0.personas': TIPOS_MSG.personasVendidas(1, 'General'),
    });
    // Put back as it was, nothing is wrong.
    expect(
      issues(
        run(typed, { type: 'numero', key: row(day, 'General').key, field: 'personas', raw: '1' }),
        1,
      ),
    ).toEqual({});
  });

  it('a sale window that ends before it starts, or a date that is none', () => {
    const { day, key } = withMesa();
    const window = (desde: string, hasta: string) =>
      issues(
        run(
          day,
          { type: 'campo', key, field: 'ventaDesde', value: desde },
          { type: 'campo', key, field: 'ventaHasta', value: hasta },
        ),
        1,
      );
    expect(window('05/07/2030 20:00', '05/07/2030 20:00')).toEqual({
      'tipos.3.ventaHasta': TIPOS_MSG.ventaHastaAntes(1, 'Mesa VIP x6'),
    });
    expect(window('31/02/2030 20:00', '2030-07-05')).toEqual({
      'tipos.3.ventaDesde': TIPOS_MSG.fechaInvalida,
      'tipos.3.ventaHasta': TIPOS_MSG.fechaInvalida,
    });
    // Either end alone is fine.
    expect(window('', '05/07/2030 20:00')).toEqual({});
  });
});
