import { readDoorToken, removeDoorToken, writeDoorToken } from '../platform/local-store';

/** Where the door session is kept: the keychain on desktop, localStorage on the web. */
export interface DoorTokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

export function doorTokenStore(): DoorTokenStore {
  if (window.pulso) return window.pulso.doorToken;
  return {
    get: async () => readDoorToken(),
    set: async (token) => writeDoorToken(token),
    clear: async () => removeDoorToken(),
  };
}
