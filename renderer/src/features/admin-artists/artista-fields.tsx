import type { ArtistaView } from '@shared/api/discovery';
import { ARTIST_FORM_TEXT as T, SOCIAL_LABELS } from '@shared/texts/admin-validation';
import { Input } from 'antd';
import type { ReactNode } from 'react';

export interface ArtistaForm {
  nombre: string;
  bio: string;
  socials: { mdInstagram: string; mdSpotify: string; mdSoundcloud: string };
}

export const EMPTY_ARTISTA: ArtistaForm = {
  nombre: '',
  bio: '',
  socials: { mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
};

export function formOf(artista: ArtistaView): ArtistaForm {
  return {
    nombre: artista.nombre,
    bio: artista.bio ?? '',
    socials: {
      mdInstagram: artista.socials?.mdInstagram ?? '',
      mdSpotify: artista.socials?.mdSpotify ?? '',
      mdSoundcloud: artista.socials?.mdSoundcloud ?? '',
    },
  };
}

const SOCIAL_FIELDS = Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>;

/**
 * Name, photo (given by the page: creating and editing handle it differently), bio and the
 * three social links, in the order their checks run (shared/validation/admin.ts).
 */
export function ArtistaFields({
  id,
  value,
  onChange,
  photo,
}: {
  id: string;
  value: ArtistaForm;
  onChange: (value: ArtistaForm) => void;
  photo: ReactNode;
}) {
  const setSocial = (field: keyof ArtistaForm['socials'], text: string) =>
    onChange({ ...value, socials: { ...value.socials, [field]: text } });
  return (
    <>
      <div className="form-field">
        <label htmlFor={`${id}-nombre`}>{T.nombre}</label>
        <Input
          id={`${id}-nombre`}
          value={value.nombre}
          maxLength={120}
          onChange={(e) => onChange({ ...value, nombre: e.target.value })}
        />
      </div>
      {photo}
      <div className="form-field">
        <label htmlFor={`${id}-bio`}>{T.bio}</label>
        <Input.TextArea
          id={`${id}-bio`}
          value={value.bio}
          maxLength={5000}
          autoSize={{ minRows: 4, maxRows: 12 }}
          onChange={(e) => onChange({ ...value, bio: e.target.value })}
        />
      </div>
      <fieldset className="artist-socials-fields">
        <legend>{T.redes}</legend>
        {SOCIAL_FIELDS.map((field) => (
          <div key={field} className="form-field">
            <label htmlFor={`${id}-${field}`}>{SOCIAL_LABELS[field]}</label>
            <Input
              id={`${id}-${field}`}
              inputMode="url"
              placeholder="https://"
              value={value.socials[field]}
              onChange={(e) => setSocial(field, e.target.value)}
            />
          </div>
        ))}
      </fieldset>
    </>
  );
}
