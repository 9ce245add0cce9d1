// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave } from '../../test/actions';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { BrandAuthApplyForm } = await import('./BrandAuthApplyForm');

const slow = { timeout: 10_000 };
afterEach(() => {
  cleanup();
  api.mockReset();
});

const errorUnder = (field: string) =>
  document
    .querySelector(`#${field}`)
    ?.closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error');

describe('BrandAuthApplyForm', () => {
  it('applies again for the same brand only, and sends nothing until the dates and letter are given', async () => {
    api.mockResolvedValue([]);
    renderWithApp(
      <BrandAuthApplyForm
        open
        editing={{ mode: 'create', again: { brandId: '7', brandName: '得力' } }}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByText('重新申请品牌授权', {}, slow)).toBeTruthy();
    // The brand is kept: the one applied for again, labelled by name (the glossary's 品牌).
    expect(screen.getByText('得力')).toBeTruthy();
    expect(document.querySelector('label[for="brandId"]')?.textContent).toBe('品牌');
    await clickSave();
    await waitFor(() => expect(errorUnder('validFrom')).toBeTruthy(), slow);
    expect(errorUnder('brandId')).toBeFalsy();
    expect(api.mock.calls.filter(([call]) => call.name === 'ucc_applyBrandAuth')).toEqual([]);
  }, 30_000);

  it('applies for a new brand with the brand picker, asking for the brand first', async () => {
    api.mockResolvedValue([]);
    renderWithApp(<BrandAuthApplyForm open editing={{ mode: 'create' }} onClose={() => undefined} />);
    expect(await screen.findByText('申请品牌授权', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('brand-auth-brand')).toBeTruthy();
    await clickSave();
    await waitFor(() => expect(errorUnder('brandId')).toBeTruthy(), slow);
  }, 30_000);
});
