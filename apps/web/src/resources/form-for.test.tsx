// @vitest-environment happy-dom
import { type Brand, createBrand, updateBrand } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { brandFields, brandFormValues } from '../backoffice/catalog/brand-resource';
import { clickSave } from '../test/actions';
import { renderWithApp } from '../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { formFor } = await import('./form-for');

afterEach(() => {
  cleanup();
  api.mockReset();
});

const slow = { timeout: 10_000 };
const brand: Brand = {
  brandId: '31',
  brandName: '得力',
  brandNameEn: 'Deli',
  description: '',
  sortNo: 5,
  status: 1,
  version: 4,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  updatedBy: null,
  logo: null,
};

const BrandForm = formFor(createBrand, updateBrand, {
  texts: 'brand',
  fields: brandFields,
  values: brandFormValues,
  updateInput: (values, { brandId, version }) => ({ ...values, brandId, version }),
  invalidate: ['brands'],
  openAfterCreate: { page: 'brandDetail', params: (b) => ({ brandId: b.brandId }) },
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('formFor', () => {
  it('creates with the create call, says so and opens the new record’s page', async () => {
    api.mockResolvedValue(brand);
    const onClose = vi.fn();
    renderWithApp(
      <>
        <BrandForm open editing={{ mode: 'create' }} onClose={onClose} />
        <Where />
      </>,
    );
    expect(await screen.findByText('新增品牌', {}, slow)).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('品牌名称'), { target: { value: '得力' } });
    await clickSave();
    await waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(
          expect.objectContaining({ name: 'ucc_createBrand' }),
          expect.objectContaining({ brandName: '得力' }),
          { notify: false },
        ),
      slow,
    );
    expect(await screen.findByText('品牌新增成功', {}, slow)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/index/brandDetail?brandId=31'),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('edits with the update call, the record’s id and the version it was read with', async () => {
    api.mockResolvedValue({ ...brand, version: 5 });
    renderWithApp(
      <>
        <BrandForm open editing={{ mode: 'edit', record: brand }} onClose={() => undefined} />
        <Where />
      </>,
    );
    expect(await screen.findByText('编辑品牌', {}, slow)).toBeTruthy();
    expect((document.querySelector('#brandName') as HTMLInputElement).value).toBe('得力');
    await clickSave();
    await waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(
          expect.objectContaining({ name: 'ucc_updateBrand' }),
          expect.objectContaining({ brandId: '31', version: 4, brandName: '得力' }),
          { notify: false },
        ),
      slow,
    );
    expect(await screen.findByText('品牌修改成功', {}, slow)).toBeTruthy();
    // Only a new record opens its page; an edit stays where it is.
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('sends one save for a double click and shows the server’s field error under its field', async () => {
    api.mockRejectedValue(new ApiError({ code: '8888', respDesc: '品牌名称已存在', field: 'brandName' }));
    renderWithApp(<BrandForm open editing={{ mode: 'edit', record: brand }} onClose={() => undefined} />);
    const save = await screen.findByTestId('form-submit', {}, slow);
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => {
      const item = document.querySelector('#brandName')?.closest('.ant-form-item');
      expect(item?.querySelector('.ant-form-item-explain-error')?.textContent).toBe('品牌名称已存在');
    }, slow);
    expect(api).toHaveBeenCalledTimes(1);
  });
});
