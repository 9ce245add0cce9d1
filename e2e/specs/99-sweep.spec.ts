import { fileURLToPath } from 'node:url';
import { allPages, RoleCode } from '@procuremart/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import type { DemoUsername } from '../support/demo-accounts';
import { otherPass, PASSES, type Pass, type PassName } from '../support/flow';
import { beyondScreenWidth } from '../support/layout';
import { signIn } from '../support/orders';
import { useStorefrontLanguage } from '../support/storefront';
import { declaredFlows, settled, wronglyWorded } from '../support/sweep';

// Every back-office page of the manifests and every storefront page, opened once in the pass the flows do not
// cover it in: a page a flow goes through in zh-CN desktop is swept in en-US at 375 px and the other way
// round; a page no flow names in en-US at 375 px, where an untranslated text, Chinese in English or a page
// wider than a phone shows. Each page: the language of its visible texts, nothing wider than the screen, no
// console error. Pages that need a record's id (detail pages) are opened by the flows that reach them.

const flows = declaredFlows(fileURLToPath(new URL('.', import.meta.url)));

/** The demo account that opens a page: the first whose roles hold it. */
const ACCOUNTS: [DemoUsername, string[]][] = [
  ['operator01', [RoleCode.operator, RoleCode.operatorStaff]],
  ['supplier01', [RoleCode.supplier]],
  ['approver01', [RoleCode.buyer, RoleCode.approver]],
  ['orgadmin01', [RoleCode.orgAdmin]],
];

function sweepPass(pageName: string): PassName {
  const passes = new Set(flows.filter((flow) => flow.pages.includes(pageName)).map((flow) => flow.pass));
  return passes.size === 1 ? otherPass([...passes][0] as PassName) : 'en-phone';
}

const needsId = (params: readonly string[]) => params.some((param) => !param.endsWith('?'));
const backOfficePages = allPages.filter((page) => page.kind === 'page' && !needsId(page.params));

/** A search a visitor types in the pass's language: the list names it in its breadcrumb, as typed. */
const searchAddress = (pass: Pass) =>
  `/#/list?keyword=${encodeURIComponent(pass.english ? 'stapler' : '螺丝')}`;

/** The storefront pages a visitor opens by address (the search, and the product page from it, come after). */
const STOREFRONT: { path: string; route: RegExp }[] = [
  { path: '/#/', route: /^#\/$/ },
  { path: '/#/shopList', route: /^#\/shopList/ },
  { path: '/#/cart', route: /^#\/cart/ },
  { path: '/#/fastOrder', route: /^#\/fastOrder/ },
  { path: '/#/login', route: /^#\/login/ },
  { path: '/#/supplierLogin', route: /^#\/supplierLogin/ },
  { path: '/#/register', route: /^#\/register/ },
  { path: '/#/messageList', route: /^#\/messageList/ },
  { path: '/#/404', route: /^#\/404/ },
  // The storefront pages the domains declare in their manifests (kind 'public'), those that need no record.
  ...allPages
    .filter((page) => page.kind === 'public' && !needsId(page.params))
    .map((page) => ({ path: `/#${page.path}`, route: new RegExp(`^#${page.path}(\\?|$)`) })),
];
/** The storefront's own pass: the other one than the storefront flows' (the buyer flow, checkout, quick order). */
const storefrontPass = (): PassName => {
  const passes = new Set(flows.filter((flow) => flow.pages.length === 0).map((flow) => flow.pass));
  return passes.size === 1 ? otherPass([...passes][0] as PassName) : 'en-phone';
};

/** Collects the page's console errors and uncaught exceptions from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** The three checks on the page as it now stands; what is wrong, prefixed with where. */
async function check(page: Page, pass: Pass, where: string, errors: string[]): Promise<string[]> {
  await settled(page);
  const wrong = [
    ...(await wronglyWorded(page, pass.locale)),
    ...(await beyondScreenWidth(page)),
    ...errors.splice(0),
  ];
  return wrong.map((problem) => `${where} (${pass.name}): ${problem}`);
}

describe('the flows', () => {
  it('alternate between the two passes, one flow after another', () => {
    expect(flows.length).toBeGreaterThan(0);
    const passes = flows.map((flow) => flow.pass);
    const repeated = passes.flatMap((pass, index) =>
      index > 0 && pass === passes[index - 1] ? [`${flows[index]?.spec} repeats ${pass}`] : [],
    );
    expect(repeated, 'give the flow the other pass than the flow before it').toEqual([]);
  });

  it('name only pages of the manifests', () => {
    const known = new Set(allPages.map((page) => page.name));
    const unknown = flows.flatMap((flow) => flow.pages.filter((name) => !known.has(name)));
    expect(unknown).toEqual([]);
  });
});

describe.skipIf(!browserAvailable())('the sweep over every page in the other pass', () => {
  const browser = useBrowser();

  for (const [username, roles] of ACCOUNTS) {
    const earlier = ACCOUNTS.slice(
      0,
      ACCOUNTS.findIndex(([name]) => name === username),
    ).flatMap(([, held]) => held);
    const mine = backOfficePages.filter(
      (page) =>
        page.roles.some((role) => roles.includes(role)) && !page.roles.some((r) => earlier.includes(r)),
    );
    for (const passName of ['zh-desktop', 'en-phone'] as const) {
      const pages = mine.filter((page) => sweepPass(page.name) === passName);
      if (pages.length === 0) continue;
      it(`${username}'s back-office pages in ${passName}: ${pages.map((page) => page.name).join(', ')}`, async (test) => {
        const pass = PASSES[passName];
        const page = await signIn(
          () => browser.openPage(test, { viewport: pass.viewport }),
          username,
          pass.english,
        );
        const errors = consoleErrors(page);
        const wrong: string[] = [];
        for (const entry of pages) {
          await page.goto(`/#${entry.path}`);
          await waitForRoute(page, new RegExp(`^#${entry.path}(\\?|$)`));
          await page
            .locator(`[data-route="${entry.name}"]`)
            .filter({ visible: true })
            .waitFor({ timeout: 20_000 });
          wrong.push(...(await check(page, pass, entry.name, errors)));
        }
        expect(wrong).toEqual([]);
      }, 240_000);
    }
  }

  it(`the storefront pages as a visitor in ${storefrontPass()}`, async (test) => {
    const pass = PASSES[storefrontPass()];
    const page = await browser.openPage(test, { viewport: pass.viewport });
    const errors = consoleErrors(page);
    await useStorefrontLanguage(page, pass.locale);
    const wrong: string[] = [];
    for (const { path, route } of STOREFRONT) {
      await page.goto(path);
      await waitForRoute(page, route);
      wrong.push(...(await check(page, pass, path, errors)));
    }
    await page.goto(searchAddress(pass));
    await waitForRoute(page, /^#\/list/);
    await page.getByTestId('goods-card').first().waitFor({ timeout: 20_000 });
    wrong.push(...(await check(page, pass, 'search', errors)));
    await page.getByTestId('goods-card').first().click();
    await waitForRoute(page, /^#\/(ecDetail|unagrdetail)\//);
    await page.getByTestId('buy-box').waitFor({ timeout: 20_000 });
    wrong.push(...(await check(page, pass, 'product page', errors)));
    expect(wrong).toEqual([]);
  }, 240_000);
});
