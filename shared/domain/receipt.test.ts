import { describe, expect, it } from 'vitest';
import { discountOf } from './discounts';
import { serviceFee } from './fees';
import { receiptOf, ticketImportes, type Importes } from './receipt';

const sum = (parts: ReadonlyArray<Importes>, k: keyof Importes) =>
  parts.reduce((s, p) => s + p[k], 0);

/** Each figure adds up: list − discount = paid, paid + fee = total. */
const addsUp = (i: Importes) => {
  expect(i.precioLista - i.descuento).toBe(i.precioPagado);
  expect(i.precioPagado + i.cargoServicio).toBe(i.total);
};

describe('receiptOf', () => {
  it("splits PULSO20 on 5 General at 13.500 + 2 VIP at 21.000: the buyer's report", () => {
    // 5 × 13.500 + 2 × 21.000 = 109.500, 20 % off = 21.900, fee 10 % of 87.600 = 8.760.
    const lines = [
      { cdTipo: 0, precioUnitario: 13_500, cantidad: 5 },
      { cdTipo: 2, precioUnitario: 21_000, cantidad: 2 },
    ];
    const rule = { tipo: 'porcentaje' as const, valor: 20, tiposEntrada: [] };
    const descuento = discountOf(
      rule,
      lines.map((l) => ({ cdTipo: l.cdTipo, precio: l.precioUnitario, cantidad: l.cantidad })),
    );
    const r = receiptOf(
      { descuento, cargoServicio: serviceFee(109_500 - descuento), tiposCodigo: [] },
      lines,
    );
    expect(r.totales).toEqual({
      precioLista: 109_500,
      descuento: 21_900,
      precioPagado: 87_600,
      cargoServicio: 8_760,
      total: 96_360,
    });
    // A General: 13.500 − 2.700 = 10.800 (the PDF said 13.500), plus its 1.080 of fee.
    expect(ticketImportes(r, (l) => l.cdTipo === 0, 0)).toEqual({
      precioLista: 13_500,
      descuento: 2_700,
      precioPagado: 10_800,
      cargoServicio: 1_080,
      total: 11_880,
    });
    expect(ticketImportes(r, (l) => l.cdTipo === 2, 1)?.total).toBe(16_800 + 1_680);
    expect(ticketImportes(r, (l) => l.cdTipo === 3, 0)).toBeNull();
  });

  it('puts a type-limited discount only on its lines, and the leftover pesos on the first tickets', () => {
    // $ 1.000 off VIP only, 3 VIP at 20.000: 334 + 333 + 333; the General keeps its price.
    const r = receiptOf({ descuento: 1_000, cargoServicio: 6_900, tiposCodigo: [2] }, [
      { cdTipo: 0, precioUnitario: 10_000, cantidad: 1 },
      { cdTipo: 2, precioUnitario: 20_000, cantidad: 3 },
    ]);
    expect(r.lineas.map((l) => l.importes.descuento)).toEqual([0, 1_000]);
    expect(r.lineas[1]!.entradas.map((e) => e.descuento)).toEqual([334, 333, 333]);
    expect(r.lineas[1]!.entradas.map((e) => e.precioPagado)).toEqual([19_666, 19_667, 19_667]);
    // The fee follows what each line cost after the discount: 10.000 : 59.000.
    expect(r.lineas.map((l) => l.importes.cargoServicio)).toEqual([1_000, 5_900]);
  });

  it('adds tickets up to their line and lines up to the order, to the peso, whatever the order', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 300; run++) {
      const lines = Array.from({ length: 1 + next(4) }, (_, i) => ({
        cdTipo: i,
        precioUnitario: next(4) === 0 ? 0 : 1 + next(40_000),
        cantidad: 1 + next(10),
      }));
      const tipos = next(2) === 0 ? null : [next(4)];
      const eligible = lines
        .filter(
          (l) =>
            !tipos || lines.every((x) => !tipos.includes(x.cdTipo)) || tipos.includes(l.cdTipo),
        )
        .reduce((s, l) => s + l.precioUnitario * l.cantidad, 0);
      const descuento = next(eligible + 1);
      const subtotal = lines.reduce((s, l) => s + l.precioUnitario * l.cantidad, 0);
      const order = {
        descuento,
        cargoServicio: serviceFee(subtotal - descuento, next(3) / 10),
        tiposCodigo: tipos,
      };
      const r = receiptOf(order, lines);

      expect(r.totales.precioLista).toBe(subtotal);
      expect(r.totales.descuento).toBe(order.descuento);
      expect(r.totales.cargoServicio).toBe(order.cargoServicio);
      expect(r.totales.total).toBe(subtotal - order.descuento + order.cargoServicio);
      addsUp(r.totales);
      const tickets = r.lineas.flatMap((l) => l.entradas);
      expect(tickets).toHaveLength(lines.reduce((s, l) => s + l.cantidad, 0));
      for (const k of [
        'precioLista',
        'descuento',
        'precioPagado',
        'cargoServicio',
        'total',
      ] as const) {
        expect(sum(tickets, k)).toBe(r.totales[k]);
        expect(
          sum(
            r.lineas.map((l) => l.importes),
            k,
          ),
        ).toBe(r.totales[k]);
      }
      for (const l of r.lineas) {
        addsUp(l.importes);
        for (const e of l.entradas) {
          addsUp(e);
          expect(e.precioLista).toBe(l.line.precioUnitario);
          expect(e.precioPagado).toBeGreaterThanOrEqual(0);
        }
        for (const k of ['descuento', 'precioPagado', 'cargoServicio', 'total'] as const)
          expect(sum(l.entradas, k)).toBe(l.importes[k]);
        // Equal parts: the tickets of a line differ by a peso at most.
        const paid = l.entradas.map((e) => e.total);
        expect(Math.max(...paid) - Math.min(...paid)).toBeLessThanOrEqual(2);
      }
    }
  });
});
