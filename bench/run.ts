import { existsSync } from 'node:fs';
import { initialJsSize } from './bundle-size';
import { boxOfficeDeviceBenchmark, boxOfficeSyncBenchmark } from './box-office';
import { capacityRuleBenchmark } from './capacity-rule';
import { doorBenchmark } from './door';
import { doorDeviceBenchmark } from './door-device';
import { eventsListBenchmark } from './events-list';
import { hoardingProbe } from './hoarding-probe';
import { loginLatency } from './login-latency';
import { responseValidationBenchmark } from './response-validation';
import { sessionFloorBenchmark } from './session-floor';
import { ticketDropBenchmark } from './ticket-drop';
import { waitlistOffersBenchmark } from './waitlist-offers';

// Every benchmark, printed as tables. Build first (`npm run build:web`) for the bundle size;
// set DATABASE_URL to run the server benchmarks on PostgreSQL instead of PGlite.
if (existsSync('dist/web/index.html')) {
  console.log('What / loads before any interaction (gzip):');
  console.table(initialJsSize());
} else {
  console.log('dist/web is missing: run `npm run build:web` for the bundle-size figure');
}
console.log('Sign-in latency (in-process):');
console.table(await loginLatency());
console.log('GET /Security/Me sustained (10 connections, own process) beside GET /health:');
console.table(await sessionFloorBenchmark());
console.log('Events list under load (autocannon on loopback):');
console.table(await eventsListBenchmark());
console.log('The capacity rule: one question, its own statement, beside a bare round trip:');
console.table(await capacityRuleBenchmark());
console.log('Response schemas: the validating serializer beside JSON.stringify, per answer:');
console.table(await responseValidationBenchmark());
console.log('Ticket drop (PostgreSQL only; real HTTP on loopback, beside pgbench):');
const drop = await ticketDropBenchmark();
if (drop) {
  console.table(drop.rounds);
  console.table(drop.summary);
}
console.log(
  'Door sync after a night offline (PostgreSQL only; real HTTP on loopback, beside pgbench):',
);
const door = await doorBenchmark();
if (door) {
  console.table(door.rounds);
  console.table([door.summary]);
  console.log('One code verified in Node (key imported each time vs once):');
  console.table([door.verify]);
}
console.log('Door device: verify + decide one scan in Chromium, beside a bare WebCrypto verify:');
console.table([(await doorDeviceBenchmark()).summary]);
console.log('Box office, one device offline: a sale in Chromium beside a bare IndexedDB put:');
console.table([(await boxOfficeDeviceBenchmark()).summary]);
console.log(
  'Box office, the sync of a night (PostgreSQL only; real HTTP on loopback, beside pgbench):',
);
const boxOffice = await boxOfficeSyncBenchmark();
if (boxOffice) {
  console.table(boxOffice.rounds);
  console.table([boxOffice.summary]);
}
console.log(
  'Wait list (PostgreSQL only): one hold-expiry pass of 200 holds, nobody waiting vs 1,000 waiting:',
);
const waitlist = await waitlistOffersBenchmark();
if (waitlist) {
  console.table(waitlist.rounds);
  console.table([waitlist.summary]);
}
console.log(
  'Hoarding: 20 confirmed accounts of one address holding a 300-ticket type unpaid (PGlite):',
);
console.table((await hoardingProbe()).rows);
