// @vitest-environment happy-dom
import { type Brand, brandGlossary, createBrand, updateBrand } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { brandFields, brandFormValues } from '../backoffice/catalog/brand-resource';
import { clickSave } from '../test/actions';
import { renderWithApp } from '../test/render';
import type { FieldDescriptor } from './types';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { formFor, useEditing } = await import('./form-for');

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
  glossary: brandGlossary,
  fields: brandFields,
  values: brandFormValues,
  updateInput: (values, { brandId, version }) => ({ ...values, brandId, version }),
  invalidate: ['brands'],
  openAfterCreate: { page: 'brandDetail', params: (b) => ({ brandId: b.brandId }) },
});

const nameOnly: FieldDescriptor<'brandName'>[] = [
  { kind: 'text', name: 'brandName', labelKey: 'brand.field.brandName' },
];

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

  it('creates only, from what the page knew: its starting values and its input, asking first', async () => {
    api.mockResolvedValue(brand);
    const AddBrand = formFor(createBrand, null, {
      texts: 'brand',
      fields: nameOnly,
      blank: ({ name }: { name: string }) => ({ brandName: name }),
      createInput: (values: { brandName: string }, { name }: { name: string }) => ({
        ...values,
        brandNameEn: `${name} (en)`,
      }),
      confirm: { titleKey: 'brand.confirm.enable' },
      successKey: () => 'brand.success.enable',
      invalidate: ['brands'],
    });
    renderWithApp(<AddBrand open editing={{ mode: 'create', name: '齐心' }} onClose={() => undefined} />);
    expect(((await screen.findByLabelText('品牌名称', {}, slow)) as HTMLInputElement).value).toBe('齐心');
    await clickSave();
    expect(await screen.findAllByText('确定启用该品牌吗？', {}, slow)).not.toHaveLength(0);
    expect(api).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(
          expect.objectContaining({ name: 'ucc_createBrand' }),
          { brandName: '齐心', brandNameEn: '齐心 (en)' },
          { notify: false },
        ),
      slow,
    );
    expect(await screen.findByText('品牌已启用', {}, slow)).toBeTruthy();
  });

  it('edits only, and shows nothing before the page first opens it', async () => {
    api.mockResolvedValue(brand);
    const RenameBrand = formFor(null, updateBrand, {
      texts: 'brand',
      fields: nameOnly,
      values: (b: Brand) => ({ brandName: b.brandName }),
      updateInput: (values: { brandName: string }, b) => ({
        ...brandFormValues(b),
        ...values,
        brandId: b.brandId,
        version: b.version,
      }),
      invalidate: ['brands'],
    });
    function Page() {
      const form = useEditing<Brand, never>();
      return (
        <>
          <button type="button" onClick={() => form.edit({ mode: 'edit', record: brand })}>
            rename
          </button>
          <RenameBrand {...form.props} />
        </>
      );
    }
    renderWithApp(<Page />);
    fireEvent.click(await screen.findByText('rename', {}, slow));
    fireEvent.change(await screen.findByLabelText('品牌名称', {}, slow), { target: { value: '得力文具' } });
    await clickSave();
    await waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(
          expect.objectContaining({ name: 'ucc_updateBrand' }),
          expect.objectContaining({ brandId: '31', version: 4, brandName: '得力文具' }),
          { notify: false },
        ),
      slow,
    );
  });
});
