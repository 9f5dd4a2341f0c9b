// Runs in Chromium: a screen test (vitest.config.ts), with the browser's own IndexedDB.
import { fireEvent, render, screen } from '@testing-library/react';
import type { BoleteriaDia } from '@shared/api/boleteria';
import { BOLETERIA_TEXT } from '@shared/texts/boleteria';
import { describe, expect, it } from 'vitest';
import { BoxOffice } from './box-office';
import { BoxOfficeScreen } from './box-office-screen';
import { DoorApiError, type DoorClient } from './door-client';
import { openDoorDb } from './door-db';
import './door.css';

const DIA: BoleteriaDia = {
  idFecha: 1,
  tipos: [{ idEntrada: 5, cdTipo: 0, dsTipo: 'General', precioPuerta: 6000, disponibles: 40 }],
  caja: {
    idCaja: 9,
    idFecha: 1,
    dispositivo: 'celu',
    abiertaAt: '2030-01-05T01:00:00.000Z',
    cerradaAt: null,
    cupos: [{ idEntrada: 5, cantidad: 2, vendidas: 0 }],
    ventas: {
      efectivo: { entradas: 0, monto: 0 },
      transferencia: { entradas: 0, monto: 0 },
      mercadopago: { entradas: 0, monto: 0 },
    },
    efectivoEsperado: 0,
    efectivoContado: null,
    diferencia: null,
    nota: null,
    devueltos: 0,
  },
};

/** The door's API answering the day, then no connection for every sale. */
const offlineAfterDay = {
  boleteriaDia: () => Promise.resolve(DIA),
  vender: () => Promise.reject(new DoorApiError(null, 'sin conexión')),
} as unknown as DoorClient;

async function openOffice() {
  const db = await openDoorDb(`box-office-${crypto.randomUUID()}`);
  const settings = {
    dispositivo: 'celu',
    puerta: 'Boletería',
    idFechaActiva: 1,
    sesionWeb: false,
    camaraApagada: true,
  };
  return { db, office: await BoxOffice.open(offlineAfterDay, db, settings, 1) };
}

describe('the box office screen', () => {
  it('on an 18+ night it reminds the seller to ask for the DNI; on another night it does not', async () => {
    const { office } = await openOffice();
    const mayores = render(
      <BoxOfficeScreen
        office={office}
        nombreEvento="Acid Night"
        edadMinima={18}
        onBack={() => {}}
      />,
    );
    expect(screen.getByText('Noche +18: pedí el DNI antes de cobrar.')).toBeTruthy();
    mayores.unmount();
    render(
      <BoxOfficeScreen office={office} nombreEvento="Matiné" edadMinima={null} onBack={() => {}} />,
    );
    expect(screen.queryByText(BOLETERIA_TEXT.pedirDni(18))).toBeNull();
  });

  it('sells only what the device reserved; with no connection the sale is kept and counted', async () => {
    const { db, office } = await openOffice();
    render(
      <BoxOfficeScreen office={office} nombreEvento="Matiné" edadMinima={null} onBack={() => {}} />,
    );
    fireEvent.change(screen.getByLabelText(BOLETERIA_TEXT.cantidad), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: BOLETERIA_TEXT.cobrar('$\u00a018.000') }));
    expect((await screen.findByRole('alert')).textContent).toBe(BOLETERIA_TEXT.sinCupoLocal(2));
    expect(await db.sales()).toEqual([]);

    fireEvent.change(screen.getByLabelText(BOLETERIA_TEXT.cantidad), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: BOLETERIA_TEXT.cobrar('$\u00a06.000') }));
    expect(
      await screen.findByRole('heading', { name: BOLETERIA_TEXT.vendidaSinConexion }),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: BOLETERIA_TEXT.titulo }).textContent).toContain(
      BOLETERIA_TEXT.pendientes(1),
    );
    const [kept] = await db.sales();
    expect(kept!.venta).toMatchObject({ idEntrada: 5, cantidad: 1, medio: 'efectivo' });
    expect(office.resto(5)).toBe(1);
  });
});
