import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What sticks out past the sides of the screen: the page's own sideways scroll, and every visible element that
 * reaches past the right or left edge without a scrolling or clipping box around it that stays on screen (a
 * table that scrolls inside its card is fine; a button row that pushes the page wider, or a panel cut off at
 * the left, is not). At most five, the furthest out first.
 */
export function beyondScreenWidth(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const found: { out: number; text: string }[] = [];
    const scroll = document.documentElement.scrollWidth - screenWidth;
    if (scroll > 0) found.push({ out: scroll, text: `the page scrolls ${scroll} px sideways` });
    const clippedOnScreen = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const rect = box.getBoundingClientRect();
        // A box that scrolls or clips within the screen holds it, however deep (a cell in a table's scroll box).
        if (style.overflowX !== 'visible' && rect.right <= screenWidth + 1 && rect.left >= -1) return true;
        if (style.position === 'fixed') return false;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      const out = Math.max(rect.right - screenWidth, -rect.left);
      if (rect.width === 0 || rect.height === 0 || out <= 1) continue;
      // Wholly off screen (a drawer slid away) is out of sight, not too wide.
      if (rect.right <= 0 || rect.left >= screenWidth) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      if (clippedOnScreen(element)) continue;
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`;
      const where = `${Math.round(rect.left)}..${Math.round(rect.right)} px`;
      found.push({ out, text: `${name} spans ${where} (${Math.round(out)} px out)` });
    }
    return found
      .sort((a, b) => b.out - a.out)
      .slice(0, 5)
      .map((entry) => entry.text);
  });
}

/** Asserts that nothing on the page is wider than the screen (e.g. at 375 px); names what is, if anything. */
export async function expectWithinScreenWidth(page: Page, where = page.url()): Promise<void> {
  expect(await beyondScreenWidth(page), `wider than the screen at ${where}`).toEqual([]);
}

/** The same check inside a flow that runs at both sizes: only when the page is phone-sized (SPEC: up to 600 px). */
export async function expectWithinPhoneWidth(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) <= 600) await expectWithinScreenWidth(page);
}
