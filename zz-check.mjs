import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const path of process.argv.slice(2)) {
  await page.goto(`http://localhost:4430${path}`, { waitUntil: 'networkidle', timeout: 120000 });
  await page.waitForTimeout(1500);
  const h1 = await page.locator('h1').allInnerTexts();
  const main = (await page.locator('main').innerText().catch(() => '')).slice(0, 300).replace(/\n/g, ' | ');
  console.log(path, '->', page.url(), '\n   h1:', JSON.stringify(h1), '\n   main:', main);
}
await browser.close();
