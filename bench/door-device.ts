import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/browser';
import { createTicketSigner } from '../server/src/tickets/ticket-signer';
import { round } from './ticket-drop';

/**
 * What a door device spends on one scan, in the browser (Chromium, the door app's own code:
 * createTicketVerifier + decideScan from shared/, bundled as the app bundles them), beside the
 * machine's floor in the same page: one bare crypto.subtle.verify of an Ed25519 signature.
 * Each round times BENCH_DEVICE_CODES (2,000) codes per side; medians over BENCH_ROUNDS (3).
 */
const CODES = Number(process.env.BENCH_DEVICE_CODES ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Round {
  importMs: number;
  /** Mean time of one scan (verify + decide) over the round's codes. */
  appMs: number;
  /** Mean time of one bare signature check over the same codes. */
  floorMs: number;
}

async function bundle(): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./door-device-entry.ts', import.meta.url)),
        formats: ['iife'],
        name: 'pulsoDoorBench',
      },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const first = Array.isArray(out) ? out[0]! : out;
  return (first.output[0] as Rolldown.OutputChunk).code;
}

export async function doorDeviceBenchmark() {
  const { privateKey } = generateKeyPairSync('ed25519');
  const signer = createTicketSigner(privateKey);
  const codes = Array.from({ length: CODES }, () =>
    signer.sign({ tid: randomUUID(), idEvento: 1, idFecha: 1, cdTipo: 0, iat: 1 }),
  );
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // WebCrypto needs a secure context: a page of its own on http://localhost, served here.
    const script = await bundle();
    await page.route('http://localhost/door-bench', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>${script.replace(/<\/script/g, '<\\/script')}</script>`,
      }),
    );
    await page.goto('http://localhost/door-bench');
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      rounds.push(
        await page.evaluate(
          ({ codes, jwk }) =>
            (
              globalThis as unknown as {
                pulsoDoorBench: { run(c: string[], k: unknown): Promise<Round> };
              }
            ).pulsoDoorBench.run(codes, jwk),
          { codes, jwk: signer.publicJwk },
        ),
      );
    }
    const med = (pick: (r: (typeof rounds)[number]) => number) => {
      const xs = rounds.map(pick).sort((a, b) => a - b);
      return round(xs[Math.floor(xs.length / 2)]!, 3);
    };
    const summary = {
      codes: CODES,
      keyImportMs: med((r) => r.importMs),
      scanMs: med((r) => r.appMs),
      bareVerifyMs: med((r) => r.floorMs),
      scanVsBareVerify: round(med((r) => r.appMs) / med((r) => r.floorMs), 2),
      scansPerSecond: Math.round(1000 / med((r) => r.appMs)),
    };
    const shown = rounds.map((r) => ({
      keyImportMs: round(r.importMs, 2),
      scanMs: round(r.appMs, 3),
      bareVerifyMs: round(r.floorMs, 3),
    }));
    return { rounds: shown, summary };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await doorDeviceBenchmark();
  console.log(
    `Door device: verify + decide one scan in Chromium, ${ROUNDS} rounds of ${CODES} codes:`,
  );
  console.table(result.rounds);
  console.table([result.summary]);
}
