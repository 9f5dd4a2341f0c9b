/**
 * electron-builder entry: the settings live in electron-builder.yml; this file only adds
 * `electronDist` when ELECTRON_DIST is set (YAML cannot read the environment for it), so
 * offline machines package with a local Electron: ELECTRON_DIST=/path npm run dist
 * (a directory with an unpacked Electron, or one holding electron-vVERSION-PLATFORM-ARCH.zip).
 */
import process from 'node:process';

const electronDist = process.env.ELECTRON_DIST?.trim();

export default {
  extends: 'file:build/electron-builder.yml',
  ...(electronDist ? { electronDist } : {}),
};
