import type { JWK } from 'jose';
import { decideScan } from '../shared/domain/door';
import { createTicketVerifier } from '../shared/domain/ticket-code';

/**
 * Bundled by bench/door-device.ts and run in Chromium: the door app's per-scan work
 * (createTicketVerifier + decideScan, as the app bundles them) beside the floor, one bare
 * crypto.subtle.verify of the same Ed25519 signature with an imported key. Pages without
 * cross-origin isolation get a 0.1 ms clock, so each side is timed over all codes, one after
 * another, and divided.
 */

function base64url(s: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
}

async function run(codes: string[], jwk: JWK) {
  const state = { idEvento: 1, idFecha: 1, revocadas: new Set<string>(), ingresadas: new Map() };
  let t0 = performance.now();
  const verify = await createTicketVerifier(jwk);
  const importMs = performance.now() - t0;
  t0 = performance.now();
  for (const code of codes) {
    const verdict = decideScan(await verify(code), state, new Date());
    if (verdict !== 'admitido') throw new Error(`a valid code was judged ${verdict}`);
  }
  const appMs = (performance.now() - t0) / codes.length;
  const key = await crypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['verify']);
  const signed = codes.map((code) => {
    const [h, p, s] = code.split('.');
    return { data: new TextEncoder().encode(`${h}.${p}`), signature: base64url(s!) };
  });
  t0 = performance.now();
  for (const { data, signature } of signed) {
    if (!(await crypto.subtle.verify('Ed25519', key, signature, data)))
      throw new Error('a valid signature did not verify');
  }
  const floorMs = (performance.now() - t0) / codes.length;
  return { importMs, appMs, floorMs };
}

Object.assign(globalThis, { pulsoDoorBench: { run } });
