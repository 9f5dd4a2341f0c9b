import { MSG } from '@shared/messages';
import { PROFILE_TEXT as T } from '@shared/texts/profile';
import { PROFILE_MSG, firstPasswordChangeError } from '@shared/validation/profile';
import { Input, Modal } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { useCambiarPasswordMutation } from './api';

const EMPTY = { actual: '', nueva: '', confirmacion: '' };
type Field = keyof typeof EMPTY;

const LABELS: Record<Field, string> = {
  actual: T.passwordActual,
  nueva: T.passwordNueva,
  confirmacion: T.passwordConfirmacion,
};

/** The server's reason (wrong current password, no password yet) or the spec's failure text. */
function serverMessage(err: unknown): string {
  const status = errorStatus(err);
  if (status === 400) return problemDetail(err, PROFILE_MSG.errorCambiarPassword);
  if (status === 429) return problemDetail(err, MSG.demasiadosIntentos);
  return PROFILE_MSG.errorCambiarPassword;
}

/**
 * Change of password (docs/architecture.md, "Where each rule lives"): all three filled, new and
 * confirmation equal, then the server verifies the current one. Other devices are signed out; this
 * one stays.
 */
export function PasswordDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [cambiar, { isLoading }] = useCambiarPasswordMutation();
  const id = useId();

  const close = () => {
    setValues(EMPTY);
    setError(null);
    onClose();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const first = firstPasswordChangeError(values);
    setError(first);
    if (first) return;
    try {
      await cambiar(values).unwrap();
      setValues(EMPTY);
      onChanged();
    } catch (err) {
      setError(serverMessage(err));
    }
  };

  return (
    <Modal
      open={open}
      title={T.cambiarPassword}
      okText={T.cambiarPassword}
      cancelText={T.cancelar}
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <form className="profile-password" noValidate onSubmit={(e) => void submit(e)}>
        {(Object.keys(LABELS) as Field[]).map((field) => (
          <div className="profile-field" key={field}>
            <label className="form-label" htmlFor={`${id}-${field}`}>
              {LABELS[field]}
            </label>
            <Input.Password
              id={`${id}-${field}`}
              value={values[field]}
              autoComplete={field === 'actual' ? 'current-password' : 'new-password'}
              maxLength={200}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            />
          </div>
        ))}
        {/* Enter in any field submits, as the dialog's button does. */}
        <button type="submit" hidden />
        {error && (
          <p className="inline-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
