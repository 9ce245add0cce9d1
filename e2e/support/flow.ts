import type { PageName } from '@procuremart/contract';
import { it, type TestContext } from 'vitest';
import { DESKTOP, MOBILE } from './browser';

/**
 * The two passes of the browser specs. A flow runs in one of them, alternating from flow to flow (see
 * e2e/README.md); the sweep (`99-sweep.spec.ts`) opens the pages each flow names in the other pass, and every
 * other page too, to check language, layout width and console errors.
 */
export type PassName = 'zh-desktop' | 'en-phone';

export interface Pass {
  name: PassName;
  locale: 'zh-CN' | 'en-US';
  english: boolean;
  /** 375 px: the menu is a drawer, lists are cards. */
  mobile: boolean;
  viewport: { width: number; height: number };
}

export const PASSES: Record<PassName, Pass> = {
  'zh-desktop': { name: 'zh-desktop', locale: 'zh-CN', english: false, mobile: false, viewport: DESKTOP },
  'en-phone': { name: 'en-phone', locale: 'en-US', english: true, mobile: true, viewport: MOBILE },
};

export const otherPass = (pass: PassName): PassName => (pass === 'zh-desktop' ? 'en-phone' : 'zh-desktop');

export interface FlowDeclaration {
  /** The pass this flow runs in. */
  pass: PassName;
  /** The back-office pages the flow goes through: the sweep opens them in the other pass. */
  pages: readonly PageName[];
}

/**
 * Declares a user flow: one test in its declared pass, named with it. Write the declaration literally
 * (`flow({ pass: 'en-phone', pages: ['agrMyOrder'] }, …)`): the sweep reads it from the spec's source.
 */
export function flow(
  declaration: FlowDeclaration,
  title: string,
  run: (pass: Pass, test: TestContext) => Promise<void>,
  timeout?: number,
): void {
  const pass = PASSES[declaration.pass];
  it(`${title} (${pass.name})`, (test) => run(pass, test), timeout);
}
