import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PassName } from './flow';

/** The flows the spec files declare (`flow({ pass, pages }, …)`), read from their source. */
export interface DeclaredFlow {
  spec: string;
  pass: PassName;
  pages: string[];
}

const FLOW_CALL = /\bflow\(/g;
const DECLARATION = /\bflow\(\s*\{\s*pass:\s*'(zh-desktop|en-phone)',\s*pages:\s*\[([^\]]*)\]\s*,?\s*\}/g;

/** Every flow of the spec files, in file order; throws for a `flow(` whose declaration is not written literally. */
export function declaredFlows(specsDir: string): DeclaredFlow[] {
  const flows: DeclaredFlow[] = [];
  for (const spec of readdirSync(specsDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()) {
    const source = readFileSync(join(specsDir, spec), 'utf8');
    const declared = [...source.matchAll(DECLARATION)];
    const calls = source.match(FLOW_CALL)?.length ?? 0;
    if (declared.length !== calls) {
      throw new Error(
        `${spec}: write each flow's declaration literally, flow({ pass: '…', pages: [...] }, …)`,
      );
    }
    for (const [, pass, pages] of declared) {
      const names = [...(pages ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
      flows.push({ spec, pass: pass as PassName, pages: names });
    }
  }
  return flows;
}

/**
 * What the visible texts of a page say wrongly for its language: a text that is an untranslated key
 * (`brand.title`), and in en-US Chinese in the page's own words (titles, labels, buttons, headers, menus,
 * tabs, placeholders, empty states). The data shown (names of goods, brands, organisations, the user's own
 * name) may be Chinese in either language and is not looked at for Chinese.
 */
export function wronglyWorded(page: Page, locale: 'zh-CN' | 'en-US'): Promise<string[]> {
  return page.evaluate((english) => {
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
    };
    const found = new Set<string>();
    // An i18next key shown as it is: dotted lower camel case, and no file name or address.
    const key = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;
    const notKey = /\.(xlsx|xls|csv|png|jpe?g|pdf|com|cn|net|org)$/i;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !visible(parent)) continue;
      if (key.test(text) && !notKey.test(text)) found.add(`untranslated key "${text}"`);
    }
    if (english) {
      const chinese = /[\u3400-\u9fff\uf900-\ufaff]/;
      const ownWords = [
        'h1',
        'h2',
        'h3',
        'h4',
        'th',
        'label',
        'button',
        '.ant-form-item-label',
        '.ant-menu-title-content',
        '.ant-tabs-tab',
        '.ant-breadcrumb',
        '.ant-empty-description',
        '.ant-pagination',
        '.ant-select-selection-placeholder',
        '.ant-modal-title',
        '.ant-drawer-title',
        '.ant-result-title',
        '.ant-result-subtitle',
      ].join(',');
      // The user's name and organisation in the header are data.
      const data = '[data-testid="user-menu"], .ant-select-selection-item, .ant-table-tbody';
      for (const element of document.querySelectorAll(ownWords)) {
        if (!visible(element) || element.closest(data)) continue;
        const text = (element as HTMLElement).innerText?.trim() ?? '';
        if (chinese.test(text)) found.add(`Chinese in en-US: "${text.slice(0, 60)}"`);
      }
      for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
        const text = input.getAttribute('placeholder') ?? '';
        if (visible(input) && chinese.test(text)) found.add(`Chinese placeholder in en-US: "${text}"`);
      }
    }
    return [...found].slice(0, 10);
  }, locale === 'en-US');
}

/** Waits until a page has settled: no spinner or loading skeleton left. */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.ant-spin-spinning, .ant-skeleton-active, .pm-page-loading').count(), {
      timeout: 20_000,
    })
    .toBe(0);
}
