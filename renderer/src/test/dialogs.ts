import { screen, waitFor } from '@testing-library/react';

/**
 * An open dialog by its text. antd names every modal title "test-id" under test, so a
 * dialog's accessible name is not reliable in jsdom (it is in a browser); hidden (closed)
 * dialogs are left out, as role queries do.
 */
export const visibleDialogWith = (text: string): HTMLElement | undefined =>
  screen.queryAllByRole('dialog').find((d) => d.textContent?.includes(text));

export function dialogWith(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = visibleDialogWith(text);
    if (!dialog) throw new Error(`No open dialog says "${text}"`);
    return dialog;
  });
}
