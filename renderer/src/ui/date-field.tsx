import { CalendarOutlined } from '@ant-design/icons';
import { DATE_FIELD_TEXT as T } from '@shared/texts/date-field';
import { Input, type InputRef } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import './date-field.css';

dayjs.extend(customParseFormat);

// antd's Calendar and Popover, their code and CSS rules, come only when a calendar is opened.
const DateCalendar = lazy(() => import('./date-calendar'));

export interface DateFieldProps {
  /** The input's id, for a `<label htmlFor>` (antd's Form.Item sets it too). */
  id?: string;
  /** 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' (Argentine wall-clock time) with `withTime`; '' empty. */
  value?: string;
  onChange?: (value: string) => void;
  withTime?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  status?: 'error';
  autoComplete?: string;
  autoFocus?: boolean;
  /** Days the calendar does not offer (a typed one is not taken either). */
  disabledDate?: (day: Dayjs) => boolean;
  /** The field was left: focus went elsewhere than its calendar. */
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;
const pad = (n: string | undefined) => (n ?? '').padStart(2, '0');
const valueFormat = (withTime: boolean) => (withTime ? 'YYYY-MM-DDTHH:mm' : 'YYYY-MM-DD');

/** Typed day/month/year ('25/12/1990', '5/1/2030', also with - or .) as the form's value. */
export function parseTyped(text: string, withTime: boolean): string | null {
  const m = TYPED.exec(text.trim());
  if (!m || (m[4] !== undefined) !== withTime) return null;
  const [, d, mo, y, h, mi] = m;
  const value = `${y}-${pad(mo)}-${pad(d)}${withTime ? `T${pad(h)}:${mi}` : ''}`;
  // Strict: 31/02 or 24:00 are no date.
  return dayjs(value, valueFormat(withTime), true).isValid() ? value : null;
}

/** The form's value as a person reads it: '1990-12-25' -> '25/12/1990', with ' HH:mm'. */
export function showTyped(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}${m[4] ? ` ${m[4]}` : ''}` : '';
}

/**
 * A date, or a date and a 24-hour time, read and typed day/month/year whatever the browser's
 * or the system's language (issue 15). A text input, with antd's calendar (Spanish under
 * AntdScope) one click away: antd's DatePicker adds some 300 CSS rules to the page, which made
 * every test of a form with a date several times slower (jsdom matches them all on each
 * getComputedStyle); the calendar's rules come only when it is opened. The value is the same
 * string the native inputs gave ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm'), so forms did not change;
 * the form gets it as soon as the text is a whole date, and '' once the text is deleted.
 */
export function DateField({
  id,
  value = '',
  onChange,
  withTime = false,
  readOnly = false,
  disabled = false,
  disabledDate,
  onBlur,
  ...rest
}: DateFieldProps) {
  const [text, setText] = useState(() => showTyped(value));
  const [shown, setShown] = useState(value);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const input = useRef<InputRef>(null);
  const calendar = useRef<HTMLDivElement>(null);

  // The form changed the value itself (loaded, reset, a sale end following the start).
  if (value !== shown) {
    setShown(value);
    if (value !== parseTyped(text, withTime)) setText(showTyped(value));
  }

  const parse = (typed: string) => {
    const parsed = parseTyped(typed, withTime);
    return parsed && disabledDate?.(dayjs(parsed.slice(0, 10))) ? null : parsed;
  };
  const type = (typed: string) => {
    setText(typed);
    const next = typed.trim() === '' ? '' : parse(typed);
    if (next !== null && next !== value) onChange?.(next);
  };
  // Left, the field shows what the form holds: the date typed, written in full, or the last
  // one when the text is half a date.
  const leave = () => {
    setText(showTyped(value));
    onBlur?.();
  };

  const pick = (day: Dayjs) => {
    // The time typed so far stays; without one, the caret waits for it after the day.
    const time = withTime ? (/\d{1,2}:\d{2}$/.exec(text.trim())?.[0] ?? '') : '';
    type(withTime ? `${day.format('DD/MM/YYYY')} ${time}` : day.format('DD/MM/YYYY'));
    setOpen(false);
    input.current?.focus();
  };
  const toggle = (next: boolean) => {
    setOpen(next);
    // Closed by a click elsewhere while a control of the calendar had the focus: back to the
    // input, so that leaving the field is noticed (the profile commits on blur).
    const active = document.activeElement;
    if (!next && (active === document.body || calendar.current?.contains(active)))
      input.current?.focus();
  };

  const editable = !readOnly && !disabled;
  const day = parseTyped(text, withTime) ?? (value || null);
  // The calendar is the pointer's way (typing is the keyboard's and the screen reader's): an
  // icon outside the Tab order and the accessibility tree, as antd's own picker has it, named
  // by its tooltip.
  const button = (
    <span
      className="date-field-button"
      title={T.calendario}
      aria-hidden
      onMouseDown={(e) => e.preventDefault()}
      onClick={
        used
          ? undefined
          : () => {
              setUsed(true);
              setOpen(true);
            }
      }
    >
      <CalendarOutlined />
    </span>
  );
  return (
    <Input
      {...rest}
      ref={input}
      id={id}
      value={text}
      placeholder={withTime ? T.fechaHora : T.fecha}
      readOnly={readOnly}
      disabled={disabled}
      onChange={(e) => type(e.target.value)}
      onBlur={(e) => {
        if (!calendar.current?.contains(e.relatedTarget as Node | null)) leave();
      }}
      suffix={
        !editable ? (
          <CalendarOutlined aria-hidden />
        ) : !used ? (
          button
        ) : (
          <Suspense fallback={button}>
            <DateCalendar
              open={open}
              onOpenChange={toggle}
              day={day ? dayjs(day.slice(0, 10)) : undefined}
              disabledDate={disabledDate}
              onPick={pick}
              containerRef={calendar}
            >
              {button}
            </DateCalendar>
          </Suspense>
        )
      }
    />
  );
}
