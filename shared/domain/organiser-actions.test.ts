import { describe, expect, it } from 'vitest';
import { ESTADO_EVENTO } from './catalogs';
import { canOrganiser, organiserActions } from './organiser-actions';

describe('status and buttons table', () => {
  it.each([
    [ESTADO_EVENTO.EN_VENTA, ['entradasVendidas', 'modificar', 'cancelar']],
    [ESTADO_EVENTO.POR_APROBAR, ['modificar', 'cancelar']],
    [ESTADO_EVENTO.APROBADO, ['modificar', 'cancelar']],
    [ESTADO_EVENTO.FINALIZADO, ['entradasVendidas']],
    [ESTADO_EVENTO.FIN_VENTA, ['entradasVendidas']],
    // Cancelled: its sales, refunds and settlement stay reachable.
    [ESTADO_EVENTO.BORRADO, ['entradasVendidas']],
    [ESTADO_EVENTO.RECHAZADO, []],
    [99, []],
  ])('estado %i offers %j', (estado, actions) => {
    expect(organiserActions(estado)).toEqual(actions);
  });

  it('answers single questions', () => {
    expect(canOrganiser(ESTADO_EVENTO.APROBADO, 'modificar')).toBe(true);
    expect(canOrganiser(ESTADO_EVENTO.FINALIZADO, 'modificar')).toBe(false);
  });
});
