// A live class through `btlab serve`, in Chromium: a teacher's page
// opens a class, three students (one in German, one on a phone) join by
// the join link in separate browser contexts and follow the teacher's
// steps; a late joiner catches up, the teacher lets the class go and
// brings it back, a student's network drops and comes back, the
// teacher's tab reloads and keeps the room, and the end reaches every
// student. The delay from the teacher's step to each student's board is
// logged (p50, p95). Served by a static host, the page says that it
// holds no classes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { ROOT, DIST, SHOTS, setup, more, atStep } from './helpers.mjs';

// The static host (helpers' server, no relay) and its browser.
const env = setup();
let server;
let base;

before(async () => {
  const release = join(ROOT, 'target', 'release', 'btlab');
  const bin = existsSync(release) ? release : join(ROOT, 'target', 'debug', 'btlab');
  server = spawn(bin, ['serve', '--addr', '127.0.0.1:0', '--dist', DIST], { stdio: ['ignore', 'pipe', 'inherit'] });
  const said = await new Promise((ok, fail) => {
    server.stdout.once('data', (d) => ok(d.toString()));
    server.once('exit', (code) => fail(new Error(`btlab serve ended with ${code}`)));
  });
  base = said.match(/http:\/\/[^/\s]+\//)[0];
});

after(() => server?.kill());

/** A device: its own context (storage, network), at `url`. */
async function device(url, { size = { width: 1280, height: 720 }, locale = 'en-GB', phone = false } = {}) {
  const context = await env.browser.newContext({ viewport: size, locale, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('page error:', e.message));
  await page.goto(url);
  return page;
}

/** The step on `page`'s board. */
const stepOf = (page) => page.evaluate(() => Number(document.querySelector('#step-number')?.value));

/** Waits until `page`'s board stands at step `k`; the milliseconds from
 *  `since` (performance.now() in this process). */
async function follows(page, k, since) {
  await page.waitForFunction((k) => Number(document.querySelector('#step-number')?.value) === k, k,
    { polling: 'raf', timeout: 15000 });
  return performance.now() - since;
}

/** The class bar's status line on `page`, once it holds `wanted`. */
async function status(page, wanted) {
  await page.waitForFunction((w) => document.querySelector('#class-status')?.textContent.includes(w), wanted,
    { timeout: 15000 });
  return page.locator('#class-status').innerText();
}

/** Starts a class on the teacher's page: its join code. */
async function startClass(teacher) {
  await teacher.locator('main.app [role=gridcell]').first().waitFor();
  await teacher.mouse.move(300, 300);
  await more(teacher, '#start-class');
  await teacher.locator('#class-code').waitFor();
  return (await teacher.locator('#class-code').innerText()).replace(/\s/g, '');
}

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

test('a teacher and three students: follow, catch up, let go, bring back, drop, reload, end', async () => {
  const teacher = await device(base, { size: { width: 1366, height: 768 } });
  const pages = [teacher];
  try {
    const code = await startClass(teacher);
    assert.match(code, /^[0-9A-Z]{8}$/);
    const codePx = await teacher.locator('#class-code').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    assert.ok(codePx >= 48, `the code is drawn in ${codePx} px at 1366x768`);
    await teacher.locator('.class-card svg.qr').waitFor();
    await teacher.screenshot({ path: join(SHOTS, 'class-teacher-1366.png') });
    const axeTeacher = await new AxeBuilder({ page: teacher }).include('.class-bar').analyze();
    assert.deepEqual(axeTeacher.violations.map((v) => v.id), [], "axe-core on the teacher's class bar");

    const joinLink = `${base}#class=${code}`;
    const english = await device(joinLink);
    const german = await device(joinLink, { locale: 'de-DE' });
    pages.push(english, german);
    await status(english, 'You are in class');
    await status(german, 'Sie sind in der Klasse');
    assert.equal(await status(teacher, '2 students joined'), `Class ${code.slice(0, 4)} ${code.slice(4)}: 2 students joined`);
    await teacher.click('#class-card');

    // Five steps followed; then more, for the delay's figures: from the
    // teacher's click to the first frame each student's board shows the
    // step, both read in the pages (one machine, one clock).
    await teacher.evaluate(() => {
      window.clicked = [];
      document.querySelector('#step').addEventListener('click', () => clicked.push(performance.timeOrigin + performance.now()), true);
    });
    for (const student of [english, german]) {
      await student.evaluate(() => {
        window.seen = {};
        const look = () => {
          const k = Number(document.querySelector('#step-number')?.value);
          if (!(k in seen)) seen[k] = performance.timeOrigin + performance.now();
          requestAnimationFrame(look);
        };
        look();
      });
    }
    for (let k = 1; k <= 20; k++) {
      await teacher.click('#step');
      await Promise.all([english, german].map((p) => follows(p, k, 0)));
      // A teacher's pace, not a machine's: a step every quarter second
      // at the most.
      await teacher.waitForTimeout(250);
    }
    const clicked = await teacher.evaluate(() => clicked);
    const delays = [];
    for (const student of [english, german]) {
      const seen = await student.evaluate(() => seen);
      clicked.forEach((at, i) => delays.push(seen[i + 1] - at));
      console.log("class: each step's delay to one student, ms (the search ready on both sides since the class began):", clicked.map((at, i) => Math.round(seen[i + 1] - at)).join(" "));
    }
    console.log(`class: a step reached the students' boards in p50 ${percentile(delays, 0.5).toFixed(0)} ms,`
      + ` p95 ${percentile(delays, 0.95).toFixed(0)} ms, slowest ${Math.max(...delays).toFixed(0)} ms (${delays.length} deliveries)`);
    assert.equal(await german.getAttribute('html', 'lang'), 'de', 'the German student keeps German');

    // A late joiner on a phone catches up at once.
    const phone = await device(joinLink, { size: { width: 390, height: 844 }, phone: true });
    pages.push(phone);
    await follows(phone, 20, performance.now());
    await status(teacher, '3 students joined');
    await phone.screenshot({ path: join(SHOTS, 'class-student-phone.png') });
    await german.screenshot({ path: join(SHOTS, 'class-student-de.png') });
    const axeStudent = await new AxeBuilder({ page: phone }).analyze();
    assert.deepEqual(axeStudent.violations.map((v) => v.id), [], "axe-core on a student's page");

    // Let go: a student explores; the teacher's step does not move it.
    await teacher.click('#class-follow');
    await english.waitForFunction(() => document.querySelector('#class-following')?.textContent.includes('Explore on your own'));
    await english.click('#step');
    await english.click('#step');
    await atStep(english, 22);
    await teacher.click('#step');
    await follows(teacher, 21, performance.now());
    await english.waitForTimeout(300);
    assert.equal(await stepOf(english), 22, 'a student let go keeps their own step');
    // Brought back: every board at the teacher's step.
    await teacher.click('#class-follow');
    await Promise.all([english, german, phone].map((p) => follows(p, 21, performance.now())));

    // The class predicts: the question reaches every device, each
    // student answers on their own (a tap, a key, a tap), the projector
    // counts the answers, reveals when all have answered, shows the
    // distribution beside the truth, and the step plays.
    const before = await stepOf(teacher);
    await teacher.click('#class-predict');
    for (const p of [english, german, phone]) await p.locator('#class-open .class-answer').first().waitFor();
    await teacher.locator('#class-open').waitFor();
    const answers = await english.locator('#class-open .class-answer').count();
    assert.ok(answers >= 2, `a question with ${answers} answers`);
    await english.locator('#class-open .class-answer').nth(0).click();
    await german.keyboard.press('2');
    await teacher.waitForFunction(() => document.querySelector('#class-open .class-question-said')?.textContent.startsWith('2 of 3'));
    await phone.locator('#class-open .class-answer').nth(1).tap();
    await teacher.locator('#class-revealed .class-choice.truth').waitFor();
    await follows(teacher, before + 1, 0);
    const counts = await teacher.locator('#class-revealed .class-choice-count').allInnerTexts();
    assert.equal(counts.length, answers);
    assert.match(counts[0], /^1 answer · 33%$/);
    assert.match(counts[1], /^2 answers · 67%$/);
    assert.match(await teacher.locator('#class-summary').innerText(), /^Right per question: (0|33|67|100)%\.$/);
    await Promise.all([english, german, phone].map((p) => follows(p, before + 1, 0)));
    await german.locator('#class-score').waitFor();
    assert.match(await german.locator('#class-score').innerText(), /^Ihr Stand: [01] von 1 richtig\.$/);
    assert.match(await english.locator('#class-score').innerText(), /^Your score: [01] of 1 right\.$/);
    assert.match(await english.locator('#class-verdict, #class-revealed .class-question-said').first().innerText(),
      /^(Right|Not this time): the search chose \S+\.$/);
    await teacher.screenshot({ path: join(SHOTS, 'class-teacher-revealed-1366.png') });
    await german.screenshot({ path: join(SHOTS, 'class-student-de-verdict.png') });
    await phone.locator('#class-open .class-answer').first().waitFor();
    await phone.screenshot({ path: join(SHOTS, 'class-student-phone-question.png') });
    const axeQuestion = await new AxeBuilder({ page: phone }).include('.class-bar').analyze();
    assert.deepEqual(axeQuestion.violations.map((v) => v.id), [], "axe-core on a student's question");
    // On the projector the bar takes its line and the page the rest:
    // the board is whole on the screen, under the bar.
    await teacher.locator('#class-open').waitFor();
    await teacher.click('#projector');
    await teacher.locator('main.app.projector').waitFor();
    await teacher.waitForTimeout(300);
    const fit = await teacher.evaluate(() => {
      const bar = document.querySelector('#class-root').getBoundingClientRect();
      const board = document.querySelector('.board-area').getBoundingClientRect();
      return { barBottom: bar.bottom, boardTop: board.top, boardBottom: board.bottom, height: innerHeight };
    });
    assert.ok(fit.boardTop >= fit.barBottom - 1 && fit.boardBottom <= fit.height + 1, `projector: ${JSON.stringify(fit)}`);
    await teacher.screenshot({ path: join(SHOTS, 'class-projector-1366.png') });
    await teacher.click('#projector');
    await teacher.click('#class-predict');
    await teacher.locator('#class-open').waitFor({ state: 'detached' });

    // A phone that loses the network catches up when it is back.
    await phone.context().setOffline(true);
    await status(phone, 'The connection to the class was lost');
    await teacher.click('#step');
    await teacher.click('#step');
    await follows(english, 24, performance.now());
    await phone.context().setOffline(false);
    await follows(phone, 24, performance.now());
    await phone.locator('.class-said').waitFor();
    assert.match(await phone.locator('.class-said').innerText(), /Back in the class/);

    // The teacher's tab reloads: the same room, the same class.
    await teacher.reload();
    await status(teacher, `Class ${code.slice(0, 4)} ${code.slice(4)}: 3 students joined`);
    await atStep(teacher, 24);
    await teacher.click('#step');
    await Promise.all([english, german, phone].map((p) => follows(p, 25, performance.now())));

    // A change of strategy, and a jump, reach every student.
    await teacher.selectOption('#strategy', 'mrv');
    await teacher.click('#step');
    await teacher.click('#step');
    await Promise.all([english, german, phone].map((p) => p.waitForFunction(
      () => document.querySelector('#strategy')?.value === 'mrv' && Number(document.querySelector('#step-number')?.value) === 2)));
    await teacher.click('#skip');
    const end = await teacher.waitForFunction(() => document.querySelector('#skip')?.disabled
      && Number(document.querySelector('#step-number')?.value)).then((h) => h.jsonValue());
    await Promise.all([english, german, phone].map((p) => follows(p, end, 0)));

    // The end reaches every student; their tickets are gone.
    await teacher.click('#class-end');
    await status(german, 'Die Lehrkraft hat die Klasse beendet.');
    await status(phone, 'The teacher ended the class.');
    assert.equal(await phone.evaluate(() => sessionStorage.getItem('btlab.class')), null);
  } finally {
    for (const page of pages) await page.context().close();
  }
});

/** `btlab serve` on `addr` (`127.0.0.1:0`: a free port); its process
 *  and address. */
async function serve(addr) {
  const release = join(ROOT, 'target', 'release', 'btlab');
  const bin = existsSync(release) ? release : join(ROOT, 'target', 'debug', 'btlab');
  const process = spawn(bin, ['serve', '--addr', addr, '--dist', DIST], { stdio: ['ignore', 'pipe', 'inherit'] });
  const said = await new Promise((ok, fail) => {
    process.stdout.once('data', (d) => ok(d.toString()));
    process.once('exit', (code) => fail(new Error(`btlab serve ended with ${code}`)));
  });
  return { process, base: said.match(/http:\/\/[^/\s]+\//)[0] };
}

test('a server that restarts: the teacher\'s page opens the same room again and the students rejoin by themselves', async () => {
  let first = await serve('127.0.0.1:0');
  const addr = new URL(first.base).host;
  const teacher = await device(first.base);
  const pages = [teacher];
  try {
    const code = await startClass(teacher);
    const student = await device(`${first.base}#class=${code}`);
    pages.push(student);
    await status(teacher, '1 student joined');
    await teacher.click('#step');
    await follows(student, 1, 0);
    // The server goes, with every room it held; another starts on the
    // same address.
    first.process.kill();
    await new Promise((ok) => first.process.once('exit', ok));
    await status(student, 'The connection to the class was lost');
    first = await serve(addr);
    await status(teacher, `Class ${code.slice(0, 4)} ${code.slice(4)}: 1 student joined`);
    assert.match(await teacher.locator('.class-said').innerText(), /^The server had restarted/);
    await student.waitForFunction(() => document.querySelector('.class-said')?.textContent.startsWith('Back in the class'),
      null, { timeout: 40000 });
    await teacher.click('#step');
    await follows(student, 2, 0);
  } finally {
    for (const page of pages) await page.context().close();
    first.process.kill();
  }
});

test('served without the relay, the class button says this server holds no classes', async () => {
  const page = await device(env.base);
  try {
    await page.locator('main.app [role=gridcell]').first().waitFor();
    await page.mouse.move(300, 300);
    await more(page, '#start-class');
    const said = await status(page, 'This server holds no classes');
    assert.match(said, /btlab serve/);
    await page.click('#class-close');
    await page.locator('.class-bar').waitFor({ state: 'detached' });
  } finally {
    await page.context().close();
  }
});
