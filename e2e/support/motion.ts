import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until antd has finished moving an element in (a dropdown, a cascader's popup, a dialog zooming open):
 * neither it nor a box around it still carries a motion class (`…-appear`, `…-enter`, `…-leave`). A click
 * before that can land on a popup that is not ready for it and be lost; after it, one click is enough.
 */
export async function motionDone(locator: Locator): Promise<void> {
  await locator.waitFor({ timeout: 20_000 });
  const moving = () =>
    locator.evaluate((element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        if (/-(appear|enter|leave)(-[a-z]+)?(\s|$)/.test(box.getAttribute('class') ?? '')) return true;
      }
      return false;
    });
  await expect.poll(moving, { timeout: 20_000 }).toBe(false);
}
