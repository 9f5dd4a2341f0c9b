// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, render, screen } from '@testing-library/react';
import type { DniLeido } from '@shared/domain/dni';
import { DNI_VEREDICTO_TEXT, DOOR_TEXT } from '@shared/texts/door';
import { describe, expect, it } from 'vitest';
import './door.css';
import { DniCheck } from './dni-check';
import type { Verdict } from './door-session';
import { VerdictView } from './verdict-view';

describe('an 18+ night at the door', () => {
  it('the DNI typed from the front of the card when its barcode cannot be read; bad data says so and reads nothing', () => {
    const read: DniLeido[] = [];
    render(
      <DniCheck
        edadMinima={18}
        titular={{ dni: '30111222', nombre: 'Ana Núñez' }}
        cameraOn={false}
        onDni={(dni) => read.push(dni)}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Noche +18: pedí el DNI' })).toBeTruthy();
    expect(screen.getByText('Ana Núñez · DNI 30111222')).toBeTruthy();
    fireEvent.click(screen.getByText(DOOR_TEXT.dniEscribir));
    fireEvent.change(screen.getByLabelText(DOOR_TEXT.dniNumero), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(DOOR_TEXT.dniNacimiento), {
      target: { value: '2010-03-15' },
    });
    fireEvent.click(screen.getByRole('button', { name: DOOR_TEXT.dniVerificar }));
    expect(screen.getByRole('alert').textContent).toBe(DOOR_TEXT.dniDatosInvalidos);
    expect(read).toEqual([]);

    fireEvent.change(screen.getByLabelText(DOOR_TEXT.dniNumero), {
      target: { value: '30.111.222' },
    });
    fireEvent.click(screen.getByRole('button', { name: DOOR_TEXT.dniVerificar }));
    expect(read).toEqual([
      { numero: '30111222', apellido: '', nombres: '', nacimiento: '2010-03-15' },
    ]);
  });

  it('a refused DNI fills the screen in red with its words; a checked one says so under "Adelante"', () => {
    const base: Verdict = {
      resultado: 'menor',
      dsTipo: null,
      admite: null,
      titular: 'Ana Núñez',
      nroFecha: null,
      primerIngreso: null,
      lista: null,
      adicionales: [],
      local: false,
    };
    const menor = render(<VerdictView verdict={base} onNext={() => {}} onExpire={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('Menor de edad');
    expect(getComputedStyle(screen.getByRole('dialog')).backgroundColor).toBe('rgb(185, 28, 28)');
    menor.unmount();
    const otro = render(
      <VerdictView
        verdict={{ ...base, resultado: 'no_coincide' }}
        onNext={() => {}}
        onExpire={() => {}}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('DNI no coincide con la entrada');
    otro.unmount();
    render(
      <VerdictView
        verdict={{ ...base, resultado: 'admitido', dsTipo: 'General', dniVerificado: true }}
        onNext={() => {}}
        onExpire={() => {}}
      />,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'General',
      'Ana Núñez',
      DNI_VEREDICTO_TEXT.ok,
    ]);
  });
});
