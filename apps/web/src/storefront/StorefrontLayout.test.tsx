// @vitest-environment happy-dom

import { allPages } from '@procuremart/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { StorefrontLayout } = await import('./StorefrontLayout');

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('the storefront footer', () => {
  it('links the messages and every storefront page a manifest marks for the footer, titled from it', async () => {
    api.mockReturnValue(new Promise(() => {}));
    renderWithApp(
      <StorefrontLayout>
        <p>page</p>
      </StorefrontLayout>,
      { user: null },
    );
    expect((await screen.findByTestId('store-messages')).getAttribute('href')).toBe('/messageList');
    for (const page of allPages.filter((p) => p.kind === 'public' && p.footer)) {
      const link = screen.getByTestId(`store-footer-${page.name}`);
      expect(link.getAttribute('href')).toBe(page.path);
      expect(link.textContent).toBe(page.title['zh-CN']);
    }
  });
});
