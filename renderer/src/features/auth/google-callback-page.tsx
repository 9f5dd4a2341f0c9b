import { useEffect, useState } from 'react';
import { deliverGoogleCallback } from '../../platform/google-popup';

/** /auth/google: the popup lands here; it hands the ID token to the opener and closes. */
export function GoogleCallbackPage() {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const hash = window.location.hash;
    // Drop the token from the address bar and history right away.
    window.history.replaceState(null, '', window.location.pathname);
    deliverGoogleCallback(hash);
    window.close();
    // Still open (not a popup, or the browser refused): say so instead of a blank page.
    const timer = window.setTimeout(() => setStuck(true), 500);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <main className="page page-narrow" style={{ padding: 24 }}>
      <p>{stuck ? 'Ya podés cerrar esta ventana y volver a Pulso.' : 'Iniciando sesión…'}</p>
    </main>
  );
}
