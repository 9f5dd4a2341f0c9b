import {
  LIQUIDACION_CANTIDADES,
  LIQUIDACION_COLUMNAS,
  type Liquidacion,
  type LiquidacionCifras,
  type LiquidacionFila,
} from '@shared/api/settlement';
import { SETTLEMENT_TEXT as T } from '@shared/texts/settlement';
import { Table, type TableColumnsType } from 'antd';
import type { ComponentProps } from 'react';
import { formatDiaSemanaAnio, formatNumero, formatPesos } from '../../ui/format';

const cifra = (k: keyof LiquidacionCifras, c: LiquidacionCifras) =>
  LIQUIDACION_CANTIDADES.has(k) ? formatNumero(c[k]) : formatPesos(c[k]);

/**
 * A heading may break inside a long word at its syllables ("Arrepenti-mientos"): soft hyphens
 * after a vowel that a consonant and a vowel follow, in words of more than 12 letters. The
 * browser breaks there only when the column needs it.
 */
const partible = (label: string) =>
  label.replace(/\p{L}{13,}/gu, (word) =>
    word.replace(/([aeiouáéíóú])(?=[^aeiouáéíóú\s][aeiouáéíóú])/giu, '$1\u00ad'),
  );

/** antd draws its own <table>; this one carries the table's accessible name. */
const NamedTable = (props: ComponentProps<'table'>) => <table {...props} aria-label={T.tabla} />;

/**
 * The settlement per day and ticket type (a day's name once, over its types), the totals row
 * and the net column highlighted. Guests only when the event has any.
 */
export function LiquidacionTable({ liquidacion }: { liquidacion: Liquidacion }) {
  const { filas, totales } = liquidacion;
  const keys: Array<keyof LiquidacionCifras> = [
    ...LIQUIDACION_COLUMNAS,
    ...(totales.invitados > 0 ? (['invitados'] as const) : []),
  ];
  // The day's cell spans its types' rows (the rows come by day, then type).
  const daySpan = (f: LiquidacionFila, i: number) => {
    if (i > 0 && filas[i - 1]!.idFecha === f.idFecha) return 0;
    let n = 1;
    while (filas[i + n]?.idFecha === f.idFecha) n += 1;
    return n;
  };
  const columns: TableColumnsType<LiquidacionFila> = [
    {
      title: T.columnas.dia,
      key: 'dia',
      className: 'settlement-dia',
      render: (_, f) => <time dateTime={f.dia}>{formatDiaSemanaAnio(f.dia)}</time>,
      onCell: (f, i = 0) => ({ rowSpan: daySpan(f, i) }),
    },
    { title: T.columnas.tipo, key: 'tipo', dataIndex: 'dsTipo', className: 'settlement-tipo' },
    ...keys.map((k) => ({
      title: partible(T.columnas[k]),
      key: k,
      align: 'right' as const,
      className: k === 'neto' ? 'settlement-neto-col' : undefined,
      render: (_: unknown, f: LiquidacionFila) => cifra(k, f),
    })),
  ];

  // A narrow screen scrolls the table sideways in this box, which the keyboard can focus and
  // scroll (WCAG 2.1.1); antd's own scroll box (scroll.x) cannot take the focus.
  return (
    <div className="settlement-table-scroll" role="region" aria-label={T.tabla} tabIndex={0}>
      <Table<LiquidacionFila>
        className="settlement-table"
        // Compact cells and headers that wrap: every figure, the net included, fits at 1366 px.
        size="small"
        rowKey={(f) => `${f.idFecha}-${f.cdTipo}`}
        columns={columns}
        dataSource={filas}
        pagination={false}
        components={{ table: NamedTable }}
        summary={() => (
          <Table.Summary.Row className="settlement-total">
            <Table.Summary.Cell index={0} colSpan={2}>
              {T.total}
            </Table.Summary.Cell>
            {keys.map((k, i) => (
              <Table.Summary.Cell
                key={k}
                index={i + 2}
                align="right"
                className={k === 'neto' ? 'settlement-neto-col' : undefined}
              >
                {cifra(k, totales)}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
