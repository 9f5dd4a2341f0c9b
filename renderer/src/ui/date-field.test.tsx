// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATE_FIELD_TEXT } from '@shared/texts/date-field';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AntdScope } from './antd-scope';
import { DateField } from './date-field';

/** The field under a label, and the value as the form keeps it. */
function Harness({ initial = '', withTime = false }: { initial?: string; withTime?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <AntdScope>
      <label htmlFor="campo">Fecha</label>
      <DateField id="campo" value={value} withTime={withTime} onChange={setValue} />
      <output aria-label="valor">{value}</output>
      <button type="button">Otro</button>
    </AntdScope>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Fecha');
const valor = () => screen.getByLabelText('valor').textContent;
const leave = () => userEvent.click(screen.getByRole('button', { name: 'Otro' }));

describe('DateField (issue 15)', () => {
  it('shows a stored day as day/month/year, whatever the browser language', () => {
    render(<Harness initial="1990-12-25" />);
    expect(input().value).toBe('25/12/1990');
    expect(input().type).toBe('text');
    expect(input().placeholder).toBe(DATE_FIELD_TEXT.fecha);
  });

  it('takes 25/12/1990 typed key by key as the 25th of December', async () => {
    render(<Harness />);
    await userEvent.type(input(), '25/12/1990');
    expect(valor()).toBe('1990-12-25');
    await leave();
    expect(input().value).toBe('25/12/1990');
  });

  it('writes a short date in full when left; half a date or 31/02 is not taken', async () => {
    render(<Harness initial="1990-12-25" />);
    await userEvent.clear(input());
    await userEvent.type(input(), '5/1/2030');
    expect(valor()).toBe('2030-01-05');
    await leave();
    expect(input().value).toBe('05/01/2030');
    for (const typed of ['31/02/2030', '12/07', '2030-07-12']) {
      await userEvent.click(input());
      fireEvent.change(input(), { target: { value: typed } });
      expect(valor()).toBe('2030-01-05');
      await leave();
      expect(input().value).toBe('05/01/2030');
    }
    expect(input().value).toBe('05/01/2030');
  });

  it('a date and a 24-hour time as Argentine wall-clock text', async () => {
    render(<Harness withTime initial="2030-07-12T23:00" />);
    expect(input().value).toBe('12/07/2030 23:00');
    expect(input().placeholder).toBe(DATE_FIELD_TEXT.fechaHora);
    fireEvent.change(input(), { target: { value: '05/01/2031 21:30' } });
    expect(valor()).toBe('2031-01-05T21:30');
    fireEvent.change(input(), { target: { value: '05/01/2031 9:05' } });
    expect(valor()).toBe('2031-01-05T09:05');
    fireEvent.change(input(), { target: { value: '05/01/2031 24:00' } });
    expect(valor()).toBe('2031-01-05T09:05');
  });

  it('text deleted empties the value', async () => {
    render(<Harness initial="1990-12-25" />);
    await userEvent.clear(input());
    expect(valor()).toBe('');
    await leave();
    expect(input().value).toBe('');
  });

  it('the calendar picks a day and keeps the time typed', async () => {
    render(<Harness withTime initial="2030-07-12T23:00" />);
    await userEvent.click(screen.getByTitle(DATE_FIELD_TEXT.calendario));
    const day = await waitFor(() => {
      const cell = document.querySelector<HTMLElement>('td[title="2030-07-20"]');
      if (!cell) throw new Error('no calendar');
      return cell;
    });
    // Julio in Spanish (antd's es_ES under AntdScope).
    expect(document.querySelector('.date-field-calendar')?.textContent).toMatch(/jul/i);
    await userEvent.click(day);
    expect(valor()).toBe('2030-07-20T23:00');
    expect(input().value).toBe('20/07/2030 23:00');
    expect(document.activeElement).toBe(input());
  });
});
