import type { Locator } from '@playwright/test';

/**
 * Pulso's date fields (renderer/src/ui/date-field.tsx, issue 15): text inputs read and typed
 * day/month/year, with 24-hour times, on every browser language (a calendar icon beside).
 */

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' as a person types it: '25/12/1990', '12/07/2030 23:00'. */
export function asTyped(value: string): string {
  const [day, time] = value.split('T');
  const typed = day!.split('-').reverse().join('/');
  return time ? `${typed} ${time.slice(0, 5)}` : typed;
}

/**
 * Types into a date field and leaves it with Tab, as a person does (the profile commits on
 * leaving; Enter could submit the form around it); '' empties it.
 */
export async function typeDate(field: Locator, typed: string): Promise<void> {
  await field.fill(typed);
  await field.press('Tab');
}
