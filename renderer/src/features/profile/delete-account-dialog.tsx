import { ROUTES } from '@shared/routes';
import { PROFILE_TEXT as T } from '@shared/texts/profile';
import { PROFILE_MSG } from '@shared/validation/profile';
import { Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../session/session-actions';
import { useAppDispatch } from '../../state/hooks';
import { useDeleteCuentaMutation } from './api';

/**
 * Account deletion: irreversible, so the person ticks that they understand;
 * then the account is deleted, the session closed and the app goes to /.
 */
export function DeleteAccountDialog({
  open,
  idUsuario,
  onClose,
}: {
  open: boolean;
  idUsuario: number;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteCuenta, { isLoading }] = useDeleteCuentaMutation();
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setUnderstood(false);
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setError(null);
    try {
      await deleteCuenta(idUsuario).unwrap();
    } catch (err) {
      console.error('No se pudo eliminar la cuenta', err);
      setError(PROFILE_MSG.errorEliminarCuenta);
      return;
    }
    await dispatch(logout());
    navigate(ROUTES.home.path, { replace: true });
  };

  return (
    <Modal
      open={open}
      title={T.eliminarCuentaTitulo}
      okText={T.eliminarCuentaConfirmar}
      cancelText={T.cancelar}
      okButtonProps={{ danger: true, disabled: !understood, loading: isLoading }}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      <p className="profile-warning">{T.eliminarCuentaAviso}</p>
      <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)}>
        {T.eliminarCuentaEntiendo}
      </Checkbox>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
