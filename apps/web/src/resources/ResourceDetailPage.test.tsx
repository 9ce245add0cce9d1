// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../test/render';
import { formatDateTime } from './formatters';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: BrandDetailPage } = await import('../backoffice/catalog/BrandDetailPage');

const brand = {
  brandId: '7',
  brandName: '得力',
  brandNameEn: 'Deli',
  description: '办公用品',
  sortNo: 3,
  status: 0,
  version: 2,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  updatedBy: 'operator01',
  history: [
    {
      fromStatus: '1',
      toStatus: '0',
      event: 'disable',
      username: 'operator01',
      remark: '质量问题',
      createdAt: '2026-01-02T00:00:00Z',
    },
  ],
};

beforeEach(() => api.mockResolvedValue(brand));
afterEach(cleanup);

describe('BrandDetailPage', () => {
  it('shows the header, sections, the timeline with the remark and the footer actions the user may take', async () => {
    renderWithApp(<BrandDetailPage />, { path: '/index/brandDetail?brandId=7' });
    expect((await screen.findByTestId('detail-title')).textContent).toBe('得力');
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'ucc_getBrand' }), { brandId: '7' });
    expect(screen.getAllByText('办公用品').length).toBeGreaterThan(0);
    expect(screen.getByText('基本信息', { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(screen.getByTestId('detail-footer')).toBeTruthy();
    expect(screen.getByTestId('action-edit')).toBeTruthy();
    expect(screen.getByTestId('action-enable')).toBeTruthy();
    expect(screen.queryByTestId('action-disable')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '状态记录' }));
    expect((await screen.findByTestId('status-history')).textContent).toContain('质量问题');
  });

  it('offers no machine step without the permission', async () => {
    renderWithApp(<BrandDetailPage />, { path: '/index/brandDetail?brandId=7', user: operator([]) });
    await screen.findByTestId('detail-title');
    expect(screen.getByTestId('action-edit')).toBeTruthy();
    expect(screen.queryByTestId('action-enable')).toBeNull();
  });

  it("shows an item named by its field alone with its list column's view", async () => {
    renderWithApp(<BrandDetailPage />, { path: '/index/brandDetail?brandId=7' });
    const record = (await screen.findByText('维护信息', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    );
    // createdAt is only named in the section: the brand list's column formats it as a date and time.
    expect(record?.textContent).toContain(formatDateTime(brand.createdAt));
    expect(record?.textContent).not.toContain(brand.createdAt);
  });
});
