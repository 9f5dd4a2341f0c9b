import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'loading', 'blink'] });
await p.goto('http://127.0.0.1:44000' + process.argv[2]);
await p.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 30000 });
await p.waitForTimeout(800);
const ev = JSON.parse((await b.stopTracing()).toString()).traceEvents;
const pids = {}; for (const e of ev) if (e.name === 'ParseHTML' && JSON.stringify(e.args ?? {}).includes('127.0.0.1:44000')) pids[e.pid] = 1; const pagePid = Number(Object.keys(pids)[0]); console.log('pids', Object.keys(pids));
const byTid = {}; for (const e of ev.filter((e) => e.name === 'RunTask' && e.pid === pagePid)) byTid[e.pid + ':' + e.tid] = (byTid[e.pid + ':' + e.tid] || 0) + (e.dur || 0);
const mt = Object.entries(byTid).sort((a, b) => b[1] - a[1])[0][0];
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 15000 && e.pid + ':' + e.tid === mt);
for (const t of tasks) {
  const inner = ev.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts <= t.ts + t.dur && (e.dur || 0) > 1500 && e.name !== 'RunTask');
  console.log('TASK', (t.dur / 1000).toFixed(1));
  for (const e of inner.slice(0, 14)) console.log('   ', ((e.ts - t.ts) / 1000).toFixed(1), (e.dur / 1000).toFixed(1), e.name, JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 140));
}
await b.close();
