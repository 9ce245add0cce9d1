// @vitest-environment happy-dom
import type { CallRef } from '@procuremart/contract';
import { queryParams, updateParam } from '@procuremart/contract/refs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { renderWithApp } from '../../test/render';
import ParamConfigPage from './ParamConfigPage';

vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);
afterEach(cleanup);

const maxImportRows = {
  key: 'common.maxImportRows',
  group: 'common',
  value: '5000',
  defaultValue: '5000',
  changed: false,
  overrides: [],
  updatedAt: null,
  updatedBy: null,
};

describe('parameter configuration', () => {
  it('lists a group with labels and units, checks a value with the contract’s rule, and saves it', async () => {
    mockedApi.mockImplementation(async (call: CallRef) => {
      if (call === queryParams) return [maxImportRows] as never;
      if (call === updateParam) return { ...maxImportRows, value: '40', changed: true } as never;
      throw new Error(`unexpected call ${call.name}`);
    });
    renderWithApp(<ParamConfigPage />);
    expect(await screen.findByText('最大导入数量')).toBeTruthy();
    expect(screen.getByTestId('param-value-common.maxImportRows').textContent).toContain('5000 行');

    fireEvent.click(screen.getByTestId('param-edit-common.maxImportRows'));
    const dialog = await screen.findByRole('dialog');
    const input =
      within(dialog).getByTestId('param-value').querySelector('input') ??
      within(dialog).getByTestId('param-value');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByTestId('param-save'));
    expect(await within(dialog).findByText('不能小于1')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalledWith(updateParam, expect.anything(), expect.anything());

    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.click(within(dialog).getByTestId('param-save'));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith(
        updateParam,
        { key: 'common.maxImportRows', value: '40' },
        { notify: false },
      ),
    );
  });
});
