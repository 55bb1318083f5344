import { test } from 'node:test';
import { join } from 'node:path';
import { setup, open, PRESSE, SHOTS } from './helpers.mjs';
const env = setup();
test('probe', async (t) => {
  for (const size of [{ width: 1280, height: 720 }, { width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const page = await open(env, t, { size, fragment: `puzzle=${PRESSE}` });
    const report = async (label) => console.log(size.width, label, JSON.stringify(await page.evaluate(() => {
      const r = (s) => { const e = document.querySelector(s); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.top), Math.round(b.bottom), Math.round(b.left), Math.round(b.right)]; };
      return { board: r('.app-root .board'), toolbar: r('.toolbar'), details: r('.toolbar details[open]'), textarea: r('.toolbar textarea') };
    })));
    await report('closed');
    const summary = page.locator('.toolbar summary').first();
    console.log(await summary.textContent());
    await summary.click();
    await page.waitForTimeout(300);
    await report('open');
    await page.screenshot({ path: join(SHOTS, `probe-import-${size.width}x${size.height}.png`) });
  }
});
