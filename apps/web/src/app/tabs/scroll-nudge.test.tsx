// @vitest-environment happy-dom
import { allPages } from '@procuremart/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findRouteByName } from '../route-lookup';
import type { RouteEntry } from '../route-types';
import { routes } from '../routes';
import { nudgeScroll, useScrollNudge } from './scroll-nudge';

const route = (name: string): RouteEntry => {
  const entry = findRouteByName(routes, name);
  if (!entry) throw new Error(`no route ${name}`);
  return entry;
};

describe('the scroll nudge (SPEC §2 layout rule)', () => {
  it('is set on the order pages in their manifests and reaches their routes, and no others', () => {
    const flagged = allPages.filter((page) => page.scrollNudge).map((page) => page.name);
    // The zone operators' order lists are order lists too.
    expect(flagged.sort()).toEqual(
      [
        'agrMyOrder',
        'agrSynthesOrderList',
        'agrSynthesOrderQuery',
        'agrSynthesOrderQueryOpt',
        'myShopOrder',
        'shopPendingOrder',
      ].sort(),
    );
    for (const page of allPages) {
      // Pages whose domain has not built its components yet have no route (routes.test.ts says so).
      const entry = findRouteByName(routes, page.name);
      if (entry) expect([page.name, entry.scrollNudge]).toEqual([page.name, page.scrollNudge]);
    }
    expect([route('agrMyOrder').scrollNudge, route('agrSynthesOrderList').scrollNudge]).toEqual([true, true]);
    expect([route('brandManage').scrollNudge, route('synthesizeOrderDetail').scrollNudge]).toEqual([
      false,
      false,
    ]);
  });

  it('nudges once each time a flagged page becomes active, never for other pages', () => {
    const nudge = vi.fn();
    const { rerender } = renderHook(({ entry }) => useScrollNudge(entry, nudge), {
      initialProps: { entry: route('agrSynthesOrderList') as RouteEntry | undefined },
    });
    expect(nudge).toHaveBeenCalledTimes(1);
    rerender({ entry: route('agrSynthesOrderList') });
    expect(nudge).toHaveBeenCalledTimes(1);
    rerender({ entry: route('brandManage') });
    rerender({ entry: undefined });
    expect(nudge).toHaveBeenCalledTimes(1);
    rerender({ entry: route('agrMyOrder') });
    expect(nudge).toHaveBeenCalledTimes(2);
    rerender({ entry: route('agrSynthesOrderList') });
    expect(nudge).toHaveBeenCalledTimes(3);
  });

  it('scrolls a pixel down and back on the next frame', () => {
    const frames: FrameRequestCallback[] = [];
    const scrollBy = vi.fn();
    const target = {
      scrollBy,
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    } as unknown as Window;
    nudgeScroll(target);
    expect(scrollBy.mock.calls).toEqual([[0, 1]]);
    for (const frame of frames) frame(0);
    expect(scrollBy.mock.calls).toEqual([
      [0, 1],
      [0, -1],
    ]);
  });
});
