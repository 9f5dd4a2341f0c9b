import { CONFIRMACION_MSG } from '@shared/api/email-confirmation';
import { Alert, Button, Divider, Form, Input, Modal } from 'antd';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import {
  registerFormSchema,
  toCreateUsuarioPayload,
  type RegisterForm,
} from '@shared/validation/auth';
import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { errorStatus, problemDetail, problemFieldErrors } from '../../api/problem';
import { zodRule } from '../../lib/zod-rule';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { DateField } from '../../ui/date-field';
import { useDesafio } from '../../ui/desafio/use-desafio';
import { useCreateUsuarioMutation, useLoginMutation } from './api';
import { GoogleButton } from './google-button';
import { useStartSession } from './use-start-session';

type Field = keyof RegisterForm;

/** Labels of /register exactly as the original spec lists them, in order. */
const FIELDS: ReadonlyArray<{
  name: Field;
  label: string;
  kind: 'text' | 'password' | 'date';
  autoComplete: string;
}> = [
  { name: 'nombre', label: 'Tu nombre', kind: 'text', autoComplete: 'given-name' },
  { name: 'apellido', label: 'Tu apellido', kind: 'text', autoComplete: 'family-name' },
  {
    name: 'password',
    label: 'Creá una contraseña',
    kind: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmacion',
    label: 'Confirmá tu contraseña',
    kind: 'password',
    autoComplete: 'new-password',
  },
  { name: 'dni', label: 'Tu DNI/Pasaporte', kind: 'text', autoComplete: 'off' },
  { name: 'dtNacimiento', label: 'Tu fecha de nacimiento', kind: 'date', autoComplete: 'bday' },
  { name: 'correo', label: 'Tu correo electrónico', kind: 'text', autoComplete: 'email' },
  {
    name: 'telefono',
    label: 'Tu teléfono (sin 0 ni 15)',
    kind: 'text',
    autoComplete: 'tel-national',
  },
];

const FIELD_NAMES = new Set<string>(FIELDS.map((f) => f.name));

export function RegisterPage() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  const [createUsuario, { isLoading }] = useCreateUsuarioMutation();
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const startSession = useStartSession();
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const credentials = useRef<{ usuario: string; pass: string } | null>(null);
  // Sign-up always needs a solved challenge: solved while the person types.
  const desafio = useDesafio({ siempre: true });

  if (user && !registered) return <Navigate to={ROUTES.home.path} replace />;

  const onFinish = async () => {
    setError(null);
    const parsed = registerFormSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) return; // the field rules already show each message
    try {
      const payload = toCreateUsuarioPayload(parsed.data);
      await desafio.run((headers) => createUsuario({ ...payload, headers }).unwrap());
      credentials.current = { usuario: parsed.data.correo.trim(), pass: parsed.data.password };
      setRegistered(true);
    } catch (err) {
      showFailure(err);
    }
  };

  const showFailure = (err: unknown) => {
    const status = errorStatus(err);
    if (status === 409) {
      // Under the e-mail field only: one visible copy of the message.
      return form.setFields([{ name: 'correo', errors: [MSG.correoEnUso] }]);
    }
    if (status === 429) return setError(problemDetail(err, MSG.demasiadosIntentos));
    if (status === 428) return setError(problemDetail(err, MSG.errorRegistro));
    const fieldErrors = Object.entries(problemFieldErrors(err)).filter(([name]) =>
      FIELD_NAMES.has(name),
    );
    if (status === 400 && fieldErrors.length > 0) {
      form.setFields(
        fieldErrors.map(([name, message]) => ({ name: name as Field, errors: [message] })),
      );
      return setError(problemDetail(err, MSG.datosInvalidos));
    }
    setError(MSG.errorRegistro);
  };

  // Spec: Aceptar logs in with the typed credentials and goes to /, even if that login fails.
  const onAccept = async () => {
    try {
      if (!credentials.current) throw new Error('no credentials');
      await startSession(await login(credentials.current).unwrap(), { goHome: true });
    } catch {
      await navigate(ROUTES.home.path);
    }
  };

  return (
    <section className="page page-narrow">
      <h1>Registrarse</h1>
      <p className="muted">
        Creá tu cuenta para comprar entradas, guardar tus eventos favoritos y publicar tus fiestas.
      </p>
      <GoogleButton goHome />
      <Divider plain>o completá tus datos</Divider>
      <Form
        form={form}
        name="registro"
        layout="vertical"
        onFinish={() => void onFinish()}
        requiredMark={false}
        // The fields' rules check the form; the challenge widget's checkbox must not block a
        // submit while it is still solving (ui/desafio).
        noValidate
      >
        {FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={[zodRule(registerFormSchema, field.name)]}
            dependencies={field.name === 'confirmacion' ? ['password'] : undefined}
          >
            {field.kind === 'password' ? (
              <Input.Password autoComplete={field.autoComplete} />
            ) : field.kind === 'date' ? (
              <DateField autoComplete={field.autoComplete} />
            ) : (
              <Input type={field.kind} autoComplete={field.autoComplete} />
            )}
          </Form.Item>
        ))}
        {desafio.element}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isLoading || desafio.busy}
        >
          Registrarme
        </Button>
      </Form>
      <Modal
        open={registered}
        title={MSG.registroExitoso}
        closable={false}
        keyboard={false}
        mask={{ closable: false }}
        footer={
          <Button type="primary" loading={loggingIn} onClick={() => void onAccept()}>
            Aceptar
          </Button>
        }
      >
        <p>Tu cuenta fue creada. Vamos a iniciar tu sesión.</p>
        {credentials.current && (
          <p>{CONFIRMACION_MSG.registroEnviado(credentials.current.usuario)}</p>
        )}
      </Modal>
    </section>
  );
}
