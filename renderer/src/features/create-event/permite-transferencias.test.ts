import { crearEventoSchema } from '@shared/validation/evento';
import { describe, expect, it } from 'vitest';
import { createReducer, initialForm, toPayload } from './form-state';

/** Transfers to a friend on the create form (issue 13): on unless the organiser unticks them. */
describe('create form, transfers', () => {
  it('sends them on by default and off once unticked', () => {
    const form = initialForm();
    expect(form.permiteTransferencias).toBe(true);
    expect(toPayload(form, []).permiteTransferencias).toBe(true);
    const off = createReducer(form, { type: 'set', field: 'permiteTransferencias', value: false });
    expect(toPayload(off, []).permiteTransferencias).toBe(false);
    // The schema reads the same field (and defaults it to on when absent).
    expect(crearEventoSchema.shape.permiteTransferencias.parse(undefined)).toBe(true);
  });
});

/** An 18+ night (shared/domain/edad.ts): any age unless the organiser picks one. */
describe('create form, minimum age', () => {
  it('sends none by default and the age picked', () => {
    const form = initialForm();
    expect(toPayload(form, []).edadMinima).toBeNull();
    const adults = createReducer(form, { type: 'set', field: 'edadMinima', value: '18' });
    expect(toPayload(adults, []).edadMinima).toBe(18);
    expect(crearEventoSchema.shape.edadMinima.parse(toPayload(adults, []).edadMinima)).toBe(18);
  });
});
