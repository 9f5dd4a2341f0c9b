import { GoogleOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { MSG } from '@shared/messages';
import { useState } from 'react';
import { useGetConfigQuery } from '../../api/config-api';
import { getPlatform } from '../../platform';
import { useGoogleLoginMutation } from './api';
import { googleErrorMessage } from './auth-errors';
import { googleRequest } from './google-request';
import { useStartSession } from './use-start-session';

interface Props {
  /** Runs before the sign-in starts (the login modal stores a redirect here). */
  onStart?: () => void;
  goHome?: boolean;
}

/** "Ingresar con Google": shown only when the server has Google sign-in configured. */
export function GoogleButton({ onStart, goHome }: Props) {
  const { data: config } = useGetConfigQuery();
  const [googleLogin, { isLoading }] = useGoogleLoginMutation();
  const startSession = useStartSession();
  const [error, setError] = useState<string | null>(null);
  const platform = getPlatform();
  const request = googleRequest(config, platform.target);
  if (!request) return null;

  const onClick = async () => {
    setError(null);
    onStart?.();
    // The popup opens inside this click handler (before any await) so browsers allow it.
    const result = await platform.googleSignIn(request);
    if (result.status === 'cancelled') return;
    if (result.status === 'error') return setError(MSG.falloGoogle);
    try {
      const response = await googleLogin({
        credential: result.idToken,
        nonce: result.nonce,
      }).unwrap();
      await startSession(response, { goHome });
    } catch (err) {
      setError(googleErrorMessage(err));
    }
  };

  return (
    <div className="google-sign-in">
      <Button block icon={<GoogleOutlined />} loading={isLoading} onClick={() => void onClick()}>
        Ingresar con Google
      </Button>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 8 }} />}
    </div>
  );
}
