import { existsSync } from 'node:fs';
import { initialJsSize } from './bundle-size';
import { loginLatency } from './login-latency';

// Every benchmark, printed as a table. Build first (`npm run build:web`) for the bundle size.
if (existsSync('dist/web/index.html')) {
  console.log('Initial JS of the website (gzip):');
  console.table(initialJsSize());
} else {
  console.log('dist/web is missing: run `npm run build:web` for the bundle-size figure');
}
console.log('Sign-in latency (in-process, PGlite):');
console.table(await loginLatency());
