/**
 * What differs between the website and the desktop app (docs/architecture.md, "Desktop app"). The
 * renderer has one implementation per target; components only see this interface.
 */
export type PickKind = 'image' | 'pdf';

export interface PickedFile {
  name: string;
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  bytes: Uint8Array;
}

export type PickResult =
  | { status: 'picked'; file: PickedFile }
  | { status: 'cancelled' }
  | { status: 'rejected'; reason: 'size' | 'type'; message: string };

/**
 * A file the app hands the person to keep (exports, ticket PDFs): on the web the browser's
 * download, on the desktop the native save dialog (the bridge's file:save).
 */
export interface SaveFileRequest {
  /** ASCII name offered in the dialog, with its extension ("asistentes-12.csv"). */
  suggestedName: string;
  bytes: Uint8Array;
  mime: string;
}

/** `name`: the file's name as saved (the person may rename it in the dialog). */
export type SaveResult = { status: 'saved'; name: string } | { status: 'cancelled' };

export interface GoogleSignInRequest {
  clientId: string;
  clientSecret: string | null;
  authorizationEndpoint: string;
  tokenEndpoint: string;
}

export type GoogleSignInResult =
  | { status: 'ok'; idToken: string; nonce: string }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export interface TokenStoreInfo {
  /** 'keychain' when the OS keychain keeps the token; 'memory' when none exists here. */
  backend: 'keychain' | 'memory' | 'localStorage';
}

export interface Platform {
  target: 'web' | 'desktop';
  /** Base URL of the API, e.g. `/api/v1` on the web or `http://127.0.0.1:3000/api/v1` on desktop. */
  apiBase: string;
  getToken(): Promise<string | null>;
  setToken(token: string): Promise<void>;
  clearToken(): Promise<void>;
  tokenStoreInfo(): Promise<TokenStoreInfo>;
  pickFile(kind: PickKind): Promise<PickResult>;
  saveFile(file: SaveFileRequest): Promise<SaveResult>;
  openExternal(url: string): Promise<void>;
  /**
   * Google sign-in: on the web an OpenID Connect popup returning to /auth/google; on the
   * desktop the system browser with PKCE and a loopback redirect (the bridge's google:sign-in).
   */
  googleSignIn(request: GoogleSignInRequest): Promise<GoogleSignInResult>;
  /**
   * Desktop only (issue 15): the pulso:// links the system handed to the app (the payment
   * provider's way back), as app paths to show; answers how to stop listening.
   */
  onDeepLink?(listener: (path: string) => void): () => void;
  /**
   * Only the server's page renderer sets this: API calls are answered in-process (the same
   * routes, the same JSON the browser would get) instead of over the network.
   */
  serverFetch?: (request: Request) => Promise<Response>;
}
