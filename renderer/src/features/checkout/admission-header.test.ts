// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store';
import { admissionFor, admissionHeader, dayNeedingQueue, saveAdmission } from '../../lib/admission';
import { setPlatform } from '../../platform';
import { createWebPlatform } from '../../platform/web';
import { makeEvento } from '../../test/discovery-fixtures';
import { fakeNetwork, json, TEST_API } from '../../test/render-app';
import { checkoutApi } from './api';

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** Virtual-queue admissions of the tab (issue 12) and the order's x-admision header. */
describe('admissions', () => {
  it('are kept per day while they last', () => {
    saveAdmission(30, 'tok-30', inMinutes(5));
    saveAdmission(31, 'tok-31', inMinutes(-1));
    expect(admissionFor(30)).toBe('tok-30');
    expect(admissionFor(31)).toBeNull();
    expect(window.sessionStorage.getItem('admision-31')).toBeNull();
    expect(admissionHeader([30, 31, 30])).toBe('tok-30');
    saveAdmission(32, 'tok-32', inMinutes(5));
    expect(admissionHeader([30, 32])).toBe('tok-30,tok-32');
    expect(admissionHeader([33])).toBeNull();
  });

  it('a high-demand day without one needs the queue; normal days never do', () => {
    const base = makeEvento();
    const day = base.fechas[0]!;
    const evento = {
      ...base,
      fechas: [
        { ...day, idFecha: 30, altaDemanda: true },
        { ...day, idFecha: 31, altaDemanda: false },
      ],
    };
    expect(dayNeedingQueue(evento, [{ idFecha: 31 }])).toBeNull();
    expect(dayNeedingQueue(evento, [{ idFecha: 31 }, { idFecha: 30 }])).toBe(30);
    saveAdmission(30, 'tok-30', inMinutes(5));
    expect(dayNeedingQueue(evento, [{ idFecha: 31 }, { idFecha: 30 }])).toBeNull();
  });

  it('CrearOrden carries the admissions of its days', async () => {
    setPlatform(createWebPlatform(TEST_API));
    const { calls } = fakeNetwork({ 'POST /Orden/CrearOrden': () => json(201, {}) });
    const store = createAppStore(null);
    const body = (idFecha: number) => ({
      idEvento: 12,
      items: [{ idFecha, cdTipo: 0, cantidad: 1 }],
      comprador: {
        nombre: 'Ana',
        apellido: 'Pérez',
        telefono: '1155554444',
        tipoId: 'DNI' as const,
        numeroId: '30123456',
        dtNacimiento: '1990-05-04',
      },
    });
    saveAdmission(30, 'tok-30', inMinutes(5));
    await store.dispatch(
      checkoutApi.endpoints.crearOrden.initiate({ idempotencyKey: 'clave-1234', body: body(30) }),
    );
    await store.dispatch(
      checkoutApi.endpoints.crearOrden.initiate({ idempotencyKey: 'clave-5678', body: body(31) }),
    );
    expect(calls.map((r) => r.headers.get('x-admision'))).toEqual(['tok-30', null]);
    expect(calls[0]!.headers.get('idempotency-key')).toBe('clave-1234');
  });
});
