import { Form } from 'antd';
import type { ReactNode } from 'react';
import './field-item.css';

/** The id of a field's error text, for its control's aria-describedby. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/** What a control with `error` carries: marked invalid and described by its error text. */
export function invalidProps(fieldId: string, error: string | null | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(fieldId) } : {};
}

/**
 * A field's control with its error under it, as antd's Form.Item shows one (the control's
 * border turns red through antd's form-item context, the text below in the error colour).
 * The forms keep their own state and labels; this only marks the field
 * (docs/decisions/0079-organiser-payout-details.md: every error at once, next to its field).
 */
export function FieldItem({
  fieldId,
  error,
  children,
}: {
  /** The control's id: the error text is `${fieldId}-error`. */
  fieldId: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Form.Item
      className="field-item"
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorIdOf(fieldId)}>{error}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/**
 * After a check that found errors: the first marked field (in the page's order) scrolled to
 * the middle of the screen and focused, so a phone shows what to fix first.
 */
export function revealFirstError(root: HTMLElement | null) {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], .ant-form-item-has-error');
  if (!first) return;
  first.scrollIntoView?.({ block: 'center' });
  const control = first.matches('input, textarea, select, button, [tabindex]')
    ? first
    : first.querySelector<HTMLElement>('input, textarea, button, [tabindex]');
  control?.focus({ preventScroll: true });
}
