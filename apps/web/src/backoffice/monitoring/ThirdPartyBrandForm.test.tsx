// @vitest-environment happy-dom
import type { ThirdPartyBrand } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { clickSave } from '../../test/actions';
import { renderWithApp } from '../../test/render';
import { ThirdPartyBrandForm, ThirdPartyBrandMapForm } from './ThirdPartyBrandForm';

vi.mock('../../api/client', () => ({ api: vi.fn() }));
const mockedApi = vi.mocked(api);

afterEach(() => {
  cleanup();
  mockedApi.mockReset();
});

const row: ThirdPartyBrand = {
  thirdPartyBrandId: '41',
  supplierId: '3',
  supplierName: '京东',
  supplierCode: 'jd',
  externalCode: 'JD-001',
  externalName: '得力',
  brandId: null,
  brandName: null,
  status: 1,
  version: 4,
  updatedBy: 'operator01',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function mockOptions() {
  mockedApi.mockImplementation(async (ref: { name: string }) =>
    ref.name === 'ucc_queryMonitorOptions'
      ? {
          suppliers: [{ id: '3', name: '京东', supplierCode: 'jd' }],
          brands: [{ id: '7', name: '得力' }],
          categories: [],
        }
      : row,
  );
}

const errorUnder = (field: string, text: string) =>
  waitFor(
    () => {
      const item = document.querySelector(`#${field}`)?.closest('.ant-form-item');
      expect(item?.querySelector('.ant-form-item-explain-error')?.textContent).toBe(text);
    },
    { timeout: 8000 },
  );
const savedWith = (callName: string) =>
  mockedApi.mock.calls
    .filter(([ref]) => (ref as { name: string }).name === callName)
    .map(([, input]) => input);

describe('ThirdPartyBrandForm', () => {
  it('refuses a blank code and name on create with the schema messages, sending nothing', async () => {
    mockOptions();
    renderWithApp(<ThirdPartyBrandForm open editing={{ mode: 'create' }} onClose={() => undefined} />);
    await clickSave();
    await errorUnder('externalCode', '此项为必填项');
    await errorUnder('externalName', '此项为必填项');
    expect(savedWith('ucc_createThirdPartyBrand')).toEqual([]);
  }, 20_000);

  it('edits with the version read and the code refused when it holds other characters', async () => {
    mockOptions();
    renderWithApp(
      <ThirdPartyBrandForm open editing={{ mode: 'edit', record: row }} onClose={() => undefined} />,
    );
    const code = (await screen.findByDisplayValue('JD-001', {}, { timeout: 8000 })) as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'JD 001!' } });
    await clickSave();
    await errorUnder('externalCode', '品牌编码只能包含字母、数字和 _ . - /');
    fireEvent.change(code, { target: { value: 'JD-002' } });
    // The save button refuses a second click for a second (double-submit guard); clickSave waits as a user would.
    await clickSave();
    await waitFor(() => expect(savedWith('ucc_updateThirdPartyBrand')).toHaveLength(1), { timeout: 8000 });
    expect(savedWith('ucc_updateThirdPartyBrand')[0]).toMatchObject({
      thirdPartyBrandId: '41',
      version: 4,
      externalCode: 'JD-002',
      externalName: '得力',
    });
  }, 20_000);

  it('asks for a platform brand before mapping', async () => {
    mockOptions();
    renderWithApp(
      <ThirdPartyBrandMapForm open editing={{ mode: 'edit', record: row }} onClose={() => undefined} />,
    );
    await clickSave();
    await errorUnder('brandId', '此项为必填项');
    expect(savedWith('ucc_mapThirdPartyBrand')).toEqual([]);
  }, 20_000);
});
