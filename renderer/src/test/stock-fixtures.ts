import type { EventoView } from '@shared/api/discovery';
import type { StockEvento } from '@shared/api/stock';
import { minimoCantidad, withTemplatePools } from '@shared/domain/stock';

/**
 * GET /Entrada/GetStockEvento for an event as GetEventos sends it: each row's `cantidad` as its
 * stock, with `ocupadas` sold or held per type (the least it may go down to follows).
 */
export function stockOf(
  evento: EventoView,
  ocupadas: Partial<Record<number, number>> = {},
): StockEvento {
  return {
    idEvento: evento.idEvento,
    fechas: evento.fechas.map((f) => {
      const rows = withTemplatePools(
        f.entradas.map((e) => ({
          idEntrada: e.idEntrada,
          cdTipo: e.tipo.cdTipo,
          cantidad: e.cantidad,
          vendidas: ocupadas[e.tipo.cdTipo] ?? 0,
        })),
      );
      return {
        idFecha: f.idFecha,
        entradas: f.entradas.map((e) => ({
          cdTipo: e.tipo.cdTipo,
          dsTipo: e.tipo.dsTipo,
          precio: e.precio,
          cantidad: e.cantidad,
          ocupadas: ocupadas[e.tipo.cdTipo] ?? 0,
          minimo: minimoCantidad(rows, e.tipo.cdTipo),
          oculta: false,
        })),
      };
    }),
  };
}
