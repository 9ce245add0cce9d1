// usage: node .shot.mjs user locale width route1 route2 ...
import { chromium } from 'playwright-core';
const [user, locale, width, ...routes] = process.argv.slice(2);
const base = process.env.BASE ?? 'http://127.0.0.1:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale });
const page = await ctx.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto(`${base}/#/login`);
if (locale === 'en-US') await page.evaluate(() => localStorage.setItem('language', 'en-US'));
await page.goto(`${base}/#/login`);
await page.locator('#username').fill(user);
await page.locator('#password').fill('Procure#2026');
await page.getByTestId('login-submit').click();
await page.waitForURL(/memberCenter/, { timeout: 30000 });
for (const route of routes) {
  await page.goto(`${base}/#/index/${route}`);
  await page.waitForTimeout(15000);
  const file = `/tmp/shots/${user}-${route.replace(/[^a-zA-Z0-9]/g, '_').slice(0, 60)}-${locale}-${width}.png`;
  await page.screenshot({ path: file, fullPage: false });
  console.log(file);
}
await browser.close();
