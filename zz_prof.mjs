import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
const DIST = process.argv[2] ?? '/tmp/prof';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };
const server = createServer(async (req, res) => {
  const asked = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
  const path = asked === '' ? 'index.html' : asked;
  try { const body = await readFile(join(DIST, path)); res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }); res.end(body); }
  catch { res.writeHead(404); res.end(); }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
try {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
  await page.goto(base);
  await page.waitForSelector('[role=gridcell]');
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__lt)));
  const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
  for (const [id, us] of counts) { const n = byId.get(id); const k = n.callFrame.functionName || `(${n.callFrame.url.split('/').pop()})`; self.set(k, (self.get(k) ?? 0) + us); }
  // inclusive
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map();
  for (const [id, us] of counts) { const seen = new Set(); let x = id; while (x !== undefined) { const n = byId.get(x); const k = n.callFrame.functionName || '(anon)'; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + us); } x = parent.get(x); } }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms  ${k.slice(0, 150)}`).join('\n');
  console.log('SELF\n' + top(self)); console.log('INCLUSIVE\n' + top(incl));
} finally { await browser.close(); server.close(); }
