import { useState, type FormEvent } from 'react';
import { dniEscrito, leerDni, type DniLeido } from '@shared/domain/dni';
import { DOOR_TEXT } from '@shared/texts/door';
import { Camera } from './camera';
import { DoorError } from './door-error';

/** The decoder (zxing-cpp in WebAssembly) loads only on an 18+ night. */
const dniReader = () => import('./dni-reader').then((m) => m.createDniReader());

/**
 * An 18+ night, before a ticket is let in: the DNI's barcode read by the camera, or its number
 * and birth date typed from the front of the card when the barcode cannot be read.
 */
export function DniCheck({
  edadMinima,
  titular,
  cameraOn,
  onDni,
  onCancel,
}: {
  edadMinima: number;
  titular: { dni: string; nombre: string } | null;
  cameraOn: boolean;
  onDni: (dni: DniLeido) => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);

  function read(text: string) {
    const dni = leerDni(text);
    if (dni) onDni(dni);
    else setError(DOOR_TEXT.dniNoEsDni);
  }

  function typed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const dni = dniEscrito(String(data.get('numero') ?? ''), String(data.get('nacimiento') ?? ''));
    if (dni) onDni(dni);
    else setError(DOOR_TEXT.dniDatosInvalidos);
  }

  return (
    <div role="dialog" aria-modal="true" aria-labelledby="door-dni-titulo" className="door-dni">
      <h1 id="door-dni-titulo">{DOOR_TEXT.dniTitulo(edadMinima)}</h1>
      <p className="door-dni-titular">
        {titular
          ? DOOR_TEXT.dniTitular(titular.nombre, titular.dni)
          : DOOR_TEXT.dniTitularDesconocido}
      </p>
      <p className="door-hint">{DOOR_TEXT.dniAyuda}</p>
      <Camera on={cameraOn} active onCode={read} reader={dniReader} label={DOOR_TEXT.dniAyuda} />
      <DoorError message={error} />
      <details className="door-dni-escrito">
        <summary>{DOOR_TEXT.dniEscribir}</summary>
        <form onSubmit={typed} className="door-form">
          <label>
            {DOOR_TEXT.dniNumero}
            <input name="numero" inputMode="numeric" autoComplete="off" required />
          </label>
          <label>
            {DOOR_TEXT.dniNacimiento}
            <input name="nacimiento" type="date" required />
          </label>
          <button type="submit">{DOOR_TEXT.dniVerificar}</button>
        </form>
      </details>
      <button type="button" className="door-link" onClick={onCancel}>
        {DOOR_TEXT.cancelar}
      </button>
    </div>
  );
}
