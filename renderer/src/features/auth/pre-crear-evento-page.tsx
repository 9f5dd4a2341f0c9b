import { Button } from 'antd';
import { ROUTES } from '@shared/routes';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { loginOpened } from '../../state/ui-slice';
import { GoogleButton } from './google-button';

/** /precrearevento: guests sign in or register before creating an event. */
export function PreCrearEventoPage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (user) return <Navigate to={ROUTES.crearEvento.path} replace />;

  return (
    <section className="page page-narrow auth-card">
      <h1>Crear Evento</h1>
      <p className="muted">
        Para crear un evento necesitás una cuenta. Ingresá o registrate y después vas a poder
        publicar tu evento.
      </p>
      <div className="auth-actions">
        <Button type="primary" size="large" block onClick={() => dispatch(loginOpened())}>
          Ingresar
        </Button>
        <Button size="large" block onClick={() => void navigate(ROUTES.register.path)}>
          Registrarme
        </Button>
        <GoogleButton />
      </div>
    </section>
  );
}
