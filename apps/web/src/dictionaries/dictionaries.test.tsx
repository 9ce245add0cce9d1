// @vitest-environment happy-dom
import { DICT_CODES } from '@procuremart/contract';
import { queryDictionaries } from '@procuremart/contract/refs';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { renderWithApp } from '../test/render';
import { DictTag } from './DictTag';
import { localDate, storedDictionaries } from './dict-cache';

vi.mock('../api/client', () => ({ api: vi.fn() }));
const mockedApi = vi.mocked(api);

const entry = (code: string, label: string, labelEn: string, sort: number) => ({
  code,
  label,
  labelEn,
  sort,
});
const server = (enabledLabel: string) =>
  Object.fromEntries(
    DICT_CODES.map((code) => [
      code,
      code === 'BRAND_STATUS'
        ? [entry('1', enabledLabel, 'Enabled', 10), entry('0', '已停用', 'Disabled', 20)]
        : [],
    ]),
  );

beforeEach(() => {
  localStorage.clear();
  mockedApi.mockReset();
});
afterEach(cleanup);

describe('dictionaries in the browser (SPEC §7)', () => {
  it('loads every dictionary once, keeps it with the date and labels a tag from it', async () => {
    mockedApi.mockResolvedValue(server('已启用'));
    renderWithApp(<DictTag code="BRAND_STATUS" value={1} colors={{ '1': 'green' }} />);
    expect(await screen.findByText('已启用')).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledTimes(1);
    expect(mockedApi).toHaveBeenCalledWith(queryDictionaries, { pCodes: DICT_CODES });
    expect(storedDictionaries()?.BRAND_STATUS?.[0].label).toBe('已启用');
  });

  it('uses today’s stored copy without asking the server', async () => {
    localStorage.setItem('dictionaries', JSON.stringify({ date: localDate(), data: server('本地启用') }));
    renderWithApp(<DictTag code="BRAND_STATUS" value="1" />);
    expect(await screen.findByText('本地启用')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('loads again when the stored copy is from another day', async () => {
    localStorage.setItem('dictionaries', JSON.stringify({ date: '2020-01-01', data: server('昨天的') }));
    mockedApi.mockResolvedValue(server('今天的'));
    renderWithApp(<DictTag code="BRAND_STATUS" value="1" />);
    expect(await screen.findByText('今天的')).toBeTruthy();
    await waitFor(() => expect(storedDictionaries()?.BRAND_STATUS?.[0].label).toBe('今天的'));
  });

  it('shows an unknown code as it is', async () => {
    mockedApi.mockResolvedValue(server('已启用'));
    renderWithApp(<DictTag code="BRAND_STATUS" value={7} />);
    await waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(await screen.findByText('7')).toBeTruthy();
  });
});
