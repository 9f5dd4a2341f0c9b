import { Alert, Button, Form, Input, Modal } from 'antd';
import { ROUTES } from '@shared/routes';
import { RESET_TEXT } from '@shared/texts/profile';
import { loginSchema, type LoginPayload } from '@shared/validation/auth';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { zodRule } from '../../lib/zod-rule';
import { hasPostLoginRedirect, setPostLoginRedirect } from '../../platform/local-store';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { loginClosed, selectLoginAviso, selectLoginOpen } from '../../state/ui-slice';
import { useLoginMutation } from './api';
import { loginErrorMessage } from './auth-errors';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import { useStartSession } from './use-start-session';
import { useDesafio } from '../../ui/desafio/use-desafio';
import { MSG } from '@shared/messages';
import { PUERTA_APP_PATH } from '@shared/api/door';
import { DOOR_ADMIN_TEXT } from '@shared/texts/door';
import { AUTH_TEXT } from '@shared/texts/auth';

/**
 * Login modal (docs/architecture.md, "Renderer"), mounted once by the layout and opened through the
 * ui slice.
 */
export function LoginModal() {
  const open = useAppSelector(selectLoginOpen);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [form] = Form.useForm<LoginPayload>();
  const [login, { isLoading }] = useLoginMutation();
  const startSession = useStartSession();
  const [error, setError] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const aviso = useAppSelector(selectLoginAviso);
  // After failed attempts the server asks for a challenge (or a wait it skips).
  const desafio = useDesafio();

  // Spec: signing in from /register returns to / (the register page itself turns guests away),
  // unless the person came to sign up from somewhere that waits for them (Comprar, a link).
  const rememberRegisterRedirect = () => {
    if (pathname === ROUTES.register.path && !hasPostLoginRedirect())
      setPostLoginRedirect(ROUTES.home.path);
  };

  const onFinish = async (values: LoginPayload) => {
    setError(null);
    rememberRegisterRedirect();
    try {
      const payload = loginSchema.parse(values);
      const response = await desafio.run((headers) => login({ ...payload, headers }).unwrap());
      form.resetFields();
      await startSession(response);
    } catch (err) {
      // Nothing is stored on failure, including the role-3 refusal (no token is issued).
      setError(loginErrorMessage(err));
    }
  };

  const close = () => {
    dispatch(loginClosed());
    setError(null);
    setForgot(false);
  };

  return (
    <Modal
      title="Iniciar Sesión"
      open={open}
      onCancel={close}
      footer={null}
      destroyOnHidden
      width={420}
    >
      {aviso && !forgot && (
        <Alert type="info" showIcon title={aviso} style={{ marginBottom: 16 }} />
      )}
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <>
          <Form
            form={form}
            layout="vertical"
            onFinish={(v) => void onFinish(v)}
            requiredMark={false}
            // The fields' rules check the form; the challenge widget's checkbox must not
            // block a submit while it is still solving (ui/desafio).
            noValidate
          >
            <Form.Item
              name="usuario"
              rules={[zodRule(loginSchema, 'usuario')]}
              validateTrigger="onBlur"
            >
              <Input
                placeholder="Tu email"
                aria-label="Tu email"
                autoComplete="email"
                inputMode="email"
              />
            </Form.Item>
            <Form.Item name="pass" rules={[zodRule(loginSchema, 'pass')]} validateTrigger="onBlur">
              <Input.Password
                placeholder="Tu contraseña"
                aria-label="Tu contraseña"
                autoComplete="current-password"
              />
            </Form.Item>
            {desafio.element}
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
            {error === MSG.rolValidador && (
              // Role 3 belongs at the door app (issue 10): a full page load, it is its own shell.
              <p>
                <a href={`${PUERTA_APP_PATH}/`}>{DOOR_ADMIN_TEXT.abrirPuerta}</a>
              </p>
            )}
            <Button type="primary" htmlType="submit" block loading={isLoading || desafio.busy}>
              Ingresar
            </Button>
          </Form>
          <div style={{ marginTop: 12 }}>
            <GoogleButton onStart={rememberRegisterRedirect} />
          </div>
          <Button type="link" block onClick={() => setForgot(true)} style={{ marginTop: 8 }}>
            {RESET_TEXT.olvidaste}
          </Button>
          {/* No dead end: signing up is one tap away, and the return waiting here stays. */}
          <p style={{ textAlign: 'center', margin: '8px 0 0' }}>
            {AUTH_TEXT.sinCuenta}{' '}
            <Link
              to={ROUTES.register.path}
              onClick={close}
              style={{ color: 'var(--accent-text)', fontWeight: 600, textDecoration: 'underline' }}
            >
              {AUTH_TEXT.crearCuenta}
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}
