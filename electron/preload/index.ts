import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL, buildBridge, type Channel, type DesktopBridge } from '@shared/bridge';

/**
 * The whole preload: one typed object on `window.pulso`, built from the shared
 * BRIDGE_LAYOUT (the e2e harness builds its stand-in the same way), each method a single
 * `ipcRenderer.invoke` on its fixed channel. ipcRenderer itself never reaches the page.
 */
const invoke = (channel: Channel, ...args: unknown[]) => ipcRenderer.invoke(channel, ...args);

const bridge = buildBridge(invoke) satisfies DesktopBridge;

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
