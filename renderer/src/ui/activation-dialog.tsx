import type { ArtistaView } from '@shared/api/discovery';
import { ACTIVATION_TEXT as T, SOCIAL_LABELS } from '@shared/texts/admin-validation';
import { ARTIST_MSG, activationFieldsSchema, firstIssue } from '@shared/validation/admin';
import { Alert, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { errorStatus, problemDetail } from '../api/problem';
import './activation-dialog.css';

type Fields = { nombre: string; mdInstagram: string; mdSpotify: string; mdSoundcloud: string };
/** What the dialog sends: the name as corrected and the three links. */
export type ActivationBody = z.output<typeof activationFieldsSchema>;
const SOCIALS = Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>;

/**
 * Activating an artist an organiser typed (docs/architecture.md, "Where each rule lives"), from
 * an event to validate or from the artists screen: the name, which the administrator may
 * correct (organisers type names in any case), and its three social links, each optional and
 * checked with this dialog's own wording. `onActivate` sends it (and throws when refused);
 * `onClose(true)` once activated.
 */
export function ActivationDialog({
  artista,
  busy,
  onActivate,
  onClose,
}: {
  artista: Pick<ArtistaView, 'idArtista' | 'nombre' | 'socials'>;
  busy: boolean;
  onActivate: (body: ActivationBody) => Promise<unknown>;
  onClose: (activado: boolean) => void;
}) {
  const [fields, setFields] = useState<Fields>({
    nombre: artista.nombre,
    mdInstagram: artista.socials?.mdInstagram ?? '',
    mdSpotify: artista.socials?.mdSpotify ?? '',
    mdSoundcloud: artista.socials?.mdSoundcloud ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const body = () => ({
    nombre: fields.nombre,
    socials: {
      mdInstagram: fields.mdInstagram,
      mdSpotify: fields.mdSpotify,
      mdSoundcloud: fields.mdSoundcloud,
    },
  });

  const onConfirm = async () => {
    const invalid = firstIssue(activationFieldsSchema, body());
    setError(invalid);
    if (invalid) return;
    try {
      await onActivate(activationFieldsSchema.parse(body()));
      onClose(true);
    } catch (err) {
      console.error(ARTIST_MSG.errorActivar, err);
      // A name another artist has is the one refusal worth its own words.
      setError(
        errorStatus(err) === 409
          ? problemDetail(err, ARTIST_MSG.errorActivar)
          : ARTIST_MSG.errorActivar,
      );
    }
  };

  const field = (name: keyof Fields, label: string, url: boolean) => (
    <div key={name} className="form-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <Input
        id={`${id}-${name}`}
        {...(url ? { inputMode: 'url' as const, placeholder: 'https://' } : {})}
        value={fields[name]}
        onChange={(e) => {
          setFields((f) => ({ ...f, [name]: e.target.value }));
          setError(null);
        }}
      />
    </div>
  );

  return (
    <Modal
      open
      title={T.dialogo}
      okText={T.confirmar}
      cancelText={T.cancelar}
      okButtonProps={{ loading: busy }}
      onOk={() => void onConfirm()}
      onCancel={() => onClose(false)}
    >
      <form
        className="activation-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onConfirm();
        }}
      >
        {field('nombre', T.nombre, false)}
        {SOCIALS.map((name) => field(name, SOCIAL_LABELS[name], true))}
        {error && <Alert type="error" showIcon title={error} />}
        {/* Enter in a field confirms, as the dialog's button does. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
