import type { ArtistaView } from '@shared/api/discovery';
import { ACTIVATION_TEXT as T, SOCIAL_LABELS } from '@shared/texts/admin-validation';
import { ARTIST_MSG, activationSocialsSchema, firstIssue } from '@shared/validation/admin';
import { Alert, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useActivarArtistaMutation } from './api';

type Socials = { mdInstagram: string; mdSpotify: string; mdSoundcloud: string };
const FIELDS = Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>;

/**
 * Activating an artist an organiser typed (docs/architecture.md, "Where each rule lives"): its
 * three social links, each optional and checked with this dialog's own wording. `onClose(true)`
 * once activated.
 */
export function ActivationDialog({
  idEvento,
  artista,
  onClose,
}: {
  idEvento: number;
  artista: ArtistaView;
  onClose: (activado: boolean) => void;
}) {
  const [activar, { isLoading }] = useActivarArtistaMutation();
  const [socials, setSocials] = useState<Socials>({
    mdInstagram: artista.socials?.mdInstagram ?? '',
    mdSpotify: artista.socials?.mdSpotify ?? '',
    mdSoundcloud: artista.socials?.mdSoundcloud ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onConfirm = async () => {
    const invalid = firstIssue(activationSocialsSchema, socials);
    setError(invalid);
    if (invalid) return;
    try {
      const parsed = activationSocialsSchema.parse(socials);
      await activar({ idArtista: artista.idArtista, idEvento, socials: parsed }).unwrap();
      onClose(true);
    } catch (err) {
      console.error(ARTIST_MSG.errorActivar, err);
      setError(ARTIST_MSG.errorActivar);
    }
  };

  return (
    <Modal
      open
      title={T.dialogo}
      okText={T.confirmar}
      cancelText={T.cancelar}
      okButtonProps={{ loading: isLoading }}
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
        <p>
          <span className="form-label">{T.nombre}: </span>
          <strong>{artista.nombre}</strong>
        </p>
        {FIELDS.map((field) => (
          <div key={field} className="form-field">
            <label htmlFor={`${id}-${field}`}>{SOCIAL_LABELS[field]}</label>
            <Input
              id={`${id}-${field}`}
              inputMode="url"
              placeholder="https://"
              value={socials[field]}
              onChange={(e) => {
                setSocials((s) => ({ ...s, [field]: e.target.value }));
                setError(null);
              }}
            />
          </div>
        ))}
        {error && <Alert type="error" showIcon title={error} />}
        {/* Enter in a field confirms, as the dialog's button does. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
