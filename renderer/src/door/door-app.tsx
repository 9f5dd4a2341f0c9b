import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  PUERTA_ACTIVAR_PATH,
  PUERTA_APP_PATH,
  PUERTA_INVITACION_PATH,
  type PuertaUsuario,
} from '@shared/api/door';
import { DOOR_TEXT } from '@shared/texts/door';
import { getPlatform } from '../platform';
import { ActivateScreen } from './activate-screen';
import { createDoorClient, DoorApiError, isOffline } from './door-client';
import type { DoorDb, DoorSettings } from './door-db';
import { DoorSession, loadDay } from './door-session';
import { doorTokenStore } from './door-token';
import { EventsScreen } from './events-screen';
import { InvitationScreen, type Identity } from './invitation-screen';
import { LoginScreen } from './login-screen';
import { ScanScreen } from './scan-screen';
import { BoxOffice } from './box-office';
import { BoxOfficeScreen } from './box-office-screen';
import { DoorError } from './door-error';

type Phase =
  | { name: 'cargando' }
  | { name: 'activar'; token: string | null }
  | { name: 'invitacion'; token: string | null }
  | { name: 'login'; webUser: PuertaUsuario | null }
  | { name: 'eventos' }
  | { name: 'escaneo'; session: DoorSession }
  | { name: 'boleteria'; session: DoorSession; office: BoxOffice }
  | { name: 'error'; message: string };

/**
 * The door app (issue 10): sign-in, today's events, then scanning. It resumes the day it was
 * scanning after a reload, with or without a connection. The door session is its own; an
 * organiser or administrator signed in on the website (or desktop app) may choose to open the
 * door with that session instead (settings.sesionWeb).
 */
export function DoorApp({ db, initialSettings }: { db: DoorDb; initialSettings: DoorSettings }) {
  const tokens = useMemo(doorTokenStore, []);
  const [settings, setSettings] = useState(initialSettings);
  const useWeb = useRef(initialSettings.sesionWeb);
  useWeb.current = settings.sesionWeb;
  const client = useMemo(
    () =>
      createDoorClient(
        getPlatform().apiBase,
        async () => (await tokens.get()) ?? (useWeb.current ? getPlatform().getToken() : null),
      ),
    [tokens],
  );
  /** Only to ask who the website session belongs to, before the person chooses it. */
  const webClient = useMemo(
    () => createDoorClient(getPlatform().apiBase, () => getPlatform().getToken()),
    [],
  );
  const [phase, setPhase] = useState<Phase>(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    const path = window.location.pathname;
    if (path.startsWith(PUERTA_ACTIVAR_PATH)) return { name: 'activar', token };
    if (path.startsWith(PUERTA_INVITACION_PATH)) return { name: 'invitacion', token };
    return { name: 'cargando' };
  });

  const saveSettings = useCallback(
    async (next: DoorSettings) => {
      setSettings(next);
      await db.saveSettings(next);
    },
    [db],
  );

  const openDay = useCallback(
    async (idFecha: number, puerta: string) => {
      const day = await loadDay(client, db, idFecha);
      const next = { ...settings, puerta, idFechaActiva: idFecha };
      await saveSettings(next);
      const session = await DoorSession.start(client, db, next, day);
      setPhase({ name: 'escaneo', session });
    },
    [client, db, settings, saveSettings],
  );

  const refused = useCallback(
    (error: DoorApiError) => {
      if (error.status === 401) {
        void tokens.clear();
        void saveSettings({ ...settings, sesionWeb: false });
        setPhase({ name: 'cargando' });
      } else {
        void saveSettings({ ...settings, idFechaActiva: null });
        setPhase({ name: 'eventos' });
      }
    },
    [tokens, saveSettings, settings],
  );

  // First screen: resume the day being scanned, else today's events, else sign-in.
  useEffect(() => {
    if (phase.name !== 'cargando') return;
    let live = true;
    (async () => {
      const webToken = await getPlatform().getToken();
      const signedIn = (await tokens.get()) !== null || (settings.sesionWeb && webToken !== null);
      if (!signedIn) {
        const webUser = webToken
          ? await webClient.yo().then(
              (r) => r.usuario,
              () => null,
            )
          : null;
        return live && setPhase({ name: 'login', webUser });
      }
      if (settings.idFechaActiva !== null) {
        try {
          await openDay(settings.idFechaActiva, settings.puerta);
          return;
        } catch (error) {
          if (error instanceof DoorApiError && error.status === 401) return live && refused(error);
          if (isOffline(error))
            return live && setPhase({ name: 'error', message: DOOR_TEXT.errorDescarga });
        }
      }
      try {
        await client.yo();
        if (live) setPhase({ name: 'eventos' });
      } catch (error) {
        if (!live) return;
        if (error instanceof DoorApiError && error.status === 401) refused(error);
        else setPhase({ name: 'error', message: DOOR_TEXT.errorDescarga });
      }
    })();
    return () => {
      live = false;
    };
  }, [phase.name, client, webClient, tokens, settings, openDay, refused]);

  /** The invitation page's account: the door session, else the website's. */
  const whoAmI = useCallback(async (): Promise<Identity | null> => {
    const ask = (c: typeof client) =>
      c.yo().then(
        (r) => r.usuario,
        () => null,
      );
    if (await tokens.get()) {
      const usuario = await ask(client);
      if (usuario) return { usuario, via: 'puerta' };
    }
    if (!(await getPlatform().getToken())) return null;
    const usuario = await ask(webClient);
    return usuario ? { usuario, via: 'web' } : null;
  }, [client, webClient, tokens]);

  const signOut = useCallback(async () => {
    if (await tokens.get()) await client.logout().catch(() => {});
    await tokens.clear();
    await db.forgetDays();
    await saveSettings({ ...settings, idFechaActiva: null, sesionWeb: false });
    setPhase({ name: 'cargando' });
  }, [client, db, tokens, settings, saveSettings]);

  switch (phase.name) {
    case 'cargando':
      return (
        <p role="status" className="door-card">
          {DOOR_TEXT.cargandoEventos}
        </p>
      );
    case 'activar':
      return <ActivateScreen client={client} token={phase.token} />;
    case 'invitacion':
      return (
        <InvitationScreen
          client={client}
          webClient={webClient}
          token={phase.token}
          whoAmI={whoAmI}
          onSignedIn={(token) => tokens.set(token)}
          onSignOut={async () => {
            if (await tokens.get()) await client.logout().catch(() => {});
            await tokens.clear();
            await saveSettings({ ...settings, sesionWeb: false });
          }}
          onAccepted={(via) => {
            if (via === 'web') void saveSettings({ ...settings, sesionWeb: true });
            window.history.replaceState(null, '', `${PUERTA_APP_PATH}/`);
            setPhase({ name: 'eventos' });
          }}
        />
      );
    case 'login':
      return (
        <LoginScreen
          client={client}
          webUser={phase.webUser}
          onSignedIn={async (token) => {
            await tokens.set(token);
            setPhase({ name: 'eventos' });
          }}
          onUseWebSession={() => {
            void saveSettings({ ...settings, sesionWeb: true });
            setPhase({ name: 'eventos' });
          }}
        />
      );
    case 'error':
      return (
        <main className="door-card">
          <DoorError message={phase.message} />
          <button type="button" onClick={() => setPhase({ name: 'cargando' })}>
            {DOOR_TEXT.reintentar}
          </button>
        </main>
      );
    case 'eventos':
      return (
        <EventsScreen
          client={client}
          puerta={settings.puerta}
          onStart={openDay}
          onSignOut={() => void signOut()}
          onRefused={refused}
        />
      );
    case 'escaneo':
      return (
        <ScanScreen
          session={phase.session}
          puerta={settings.puerta}
          cameraOn={!settings.camaraApagada}
          onCameraChange={(on) => void saveSettings({ ...settings, camaraApagada: !on })}
          onChangeEvent={() => {
            void saveSettings({ ...settings, idFechaActiva: null });
            setPhase({ name: 'eventos' });
          }}
          onSignOut={() => void signOut()}
          onRefused={refused}
          onBoxOffice={() => {
            const { session } = phase;
            void BoxOffice.open(client, db, settings, session.currentDay.idFecha).then(
              (office) => setPhase({ name: 'boleteria', session, office }),
              (e: unknown) =>
                setPhase({
                  name: 'error',
                  message: e instanceof Error ? e.message : DOOR_TEXT.errorDescarga,
                }),
            );
          }}
        />
      );
    case 'boleteria':
      return (
        <BoxOfficeScreen
          office={phase.office}
          nombreEvento={phase.session.currentDay.nombreEvento}
          edadMinima={phase.session.currentDay.edadMinima}
          onBack={() => setPhase({ name: 'escaneo', session: phase.session })}
        />
      );
  }
}
