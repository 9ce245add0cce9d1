// @vitest-environment happy-dom
import { brandGlossary, createBrand } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { brandFields } from '../backoffice/catalog/brand-resource';
import { clickSave } from '../test/actions';
import { renderWithApp } from '../test/render';
import { ResourceForm } from './ResourceForm';

afterEach(cleanup);

// Field validation runs asynchronously: on a busy machine it takes longer than waitFor's default second.
const errorUnder = async (field: string, text: string) =>
  waitFor(
    () => {
      const item = document.querySelector(`#${field}`)?.closest('.ant-form-item');
      expect(item?.querySelector('.ant-form-item-explain-error')?.textContent).toBe(text);
    },
    { timeout: 5000 },
  );

function renderForm(submit = vi.fn()) {
  renderWithApp(
    <ResourceForm
      open
      titleKey="brand.createTitle"
      schema={createBrand.input}
      fields={brandFields}
      glossary={brandGlossary}
      submit={submit}
      onClose={() => undefined}
    />,
  );
  return submit;
}

describe('ResourceForm', () => {
  it('shows the schema’s required, length and range messages under the fields', async () => {
    const submit = renderForm();
    await clickSave();
    await errorUnder('brandName', '此项为必填项');
    fireEvent.change(document.querySelector('#brandName') as Element, { target: { value: '品'.repeat(31) } });
    await errorUnder('brandName', '长度不能超过60个字符（中文算2个）');
    expect(submit).not.toHaveBeenCalled();
    expect(
      document
        .querySelector('#brandName')
        ?.closest('.ant-form-item')
        ?.querySelector('.ant-form-item-required'),
    ).toBeTruthy();
  });

  it('refuses a sort number of −5 with the range rule instead of saving 0', async () => {
    const submit = renderForm();
    fireEvent.change(await screen.findByLabelText('品牌名称'), { target: { value: '测试品牌' } });
    const sortNo = document.querySelector('#sortNo') as HTMLInputElement;
    fireEvent.change(sortNo, { target: { value: '-5' } });
    fireEvent.blur(sortNo);
    await clickSave();
    await waitFor(() =>
      expect(
        sortNo.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent,
      ).toBeTruthy(),
    );
    expect(sortNo.value).toBe('-5');
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows a server field error under its field', async () => {
    const submit = renderForm(
      vi
        .fn()
        .mockRejectedValue(new ApiError({ code: '8888', respDesc: '品牌名称已存在', field: 'brandName' })),
    );
    fireEvent.change(await screen.findByLabelText('品牌名称'), { target: { value: '得力' } });
    await clickSave();
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ brandName: '得力' }, { notify: false }));
    await errorUnder('brandName', '品牌名称已存在');
  });
});
