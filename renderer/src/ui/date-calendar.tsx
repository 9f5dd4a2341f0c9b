import { Calendar, Popover } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactElement, RefObject } from 'react';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The month shown first: the field's day, or today. */
  day: Dayjs | undefined;
  disabledDate?: (day: Dayjs) => boolean;
  onPick: (day: Dayjs) => void;
  /** The calendar's element, so that the field knows a focus inside it is not leaving it. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The button that opens it. */
  children: ReactElement;
}

/**
 * The month a date field opens beside itself (date-field.tsx), loaded on its first use: antd's
 * Calendar (Spanish under AntdScope) in a Popover, which bring their code and CSS rules only
 * then. Picking a day closes it.
 */
export default function DateCalendar(props: Props) {
  const { open, onOpenChange, day, disabledDate, onPick, containerRef, children } = props;
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={
        // Clicks on the calendar keep the focus where it was (the field's input).
        <div
          ref={containerRef}
          className="date-field-calendar"
          onMouseDown={(e) => e.preventDefault()}
        >
          <Calendar
            fullscreen={false}
            defaultValue={day}
            disabledDate={disabledDate}
            onSelect={(d, { source }) => source === 'date' && onPick(d)}
          />
        </div>
      }
    >
      {children}
    </Popover>
  );
}
