// @vitest-environment happy-dom

import type { CallRef } from '@procuremart/contract';
import { DICT_CODES } from '@procuremart/contract';
import { getDictionaryVersion, queryDictionaries } from '@procuremart/contract/refs';
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

/** The server: its dictionaries with this label, and its stamp. */
function serve(enabledLabel: string, version = 'v1') {
  mockedApi.mockImplementation(async (call: CallRef) => {
    if (call === getDictionaryVersion) return { version } as never;
    if (call === queryDictionaries) return server(enabledLabel) as never;
    throw new Error(`unexpected call ${call.name}`);
  });
}
const dictionaryLoads = () => mockedApi.mock.calls.filter(([call]) => call === queryDictionaries).length;

beforeEach(() => {
  localStorage.clear();
  mockedApi.mockReset();
});
afterEach(cleanup);

describe('dictionaries in the browser (SPEC §7)', () => {
  it('loads every dictionary once, keeps it with the date and labels a tag from it', async () => {
    serve('已启用');
    renderWithApp(<DictTag code="BRAND_STATUS" value={1} colors={{ '1': 'green' }} />);
    expect(await screen.findByText('已启用')).toBeTruthy();
    expect(dictionaryLoads()).toBe(1);
    expect(mockedApi).toHaveBeenCalledWith(queryDictionaries, { pCodes: DICT_CODES });
    expect(storedDictionaries()?.BRAND_STATUS?.[0].label).toBe('已启用');
  });

  it('never shows the raw code while the labels are on their way', async () => {
    let answer!: (value: unknown) => void;
    mockedApi.mockImplementation(async (call: CallRef) => {
      if (call === getDictionaryVersion) return { version: 'v1' } as never;
      return new Promise((done) => {
        answer = done;
      }) as never;
    });
    renderWithApp(<DictTag code="BRAND_STATUS" value={1} />);
    const tag = await screen.findByTestId('dict-tag-BRAND_STATUS');
    expect(tag.textContent).not.toContain('1');
    expect(tag.getAttribute('aria-busy')).toBe('true');
    answer(server('已启用'));
    expect(await screen.findByText('已启用')).toBeTruthy();
  });

  it('uses today’s stored copy while the server’s stamp is the one stored with it', async () => {
    serve('服务器的', 'v1');
    localStorage.setItem(
      'dictionaries',
      JSON.stringify({ date: localDate(), version: 'v1', data: server('本地启用') }),
    );
    renderWithApp(<DictTag code="BRAND_STATUS" value="1" />);
    expect(await screen.findByText('本地启用')).toBeTruthy();
    await waitFor(() => expect(mockedApi).toHaveBeenCalledWith(getDictionaryVersion, {}, { notify: false }));
    expect(screen.getByText('本地启用')).toBeTruthy();
    expect(dictionaryLoads()).toBe(0);
  });

  it('loads again the same day when another operator’s edit moved the server’s stamp', async () => {
    serve('改过的', 'v2');
    localStorage.setItem(
      'dictionaries',
      JSON.stringify({ date: localDate(), version: 'v1', data: server('本地启用') }),
    );
    renderWithApp(<DictTag code="BRAND_STATUS" value="1" />);
    expect(await screen.findByText('改过的')).toBeTruthy();
    expect(dictionaryLoads()).toBe(1);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('dictionaries') ?? '{}').version).toBe('v2'));
  });

  it('loads again when the stored copy is from another day', async () => {
    localStorage.setItem('dictionaries', JSON.stringify({ date: '2020-01-01', data: server('昨天的') }));
    serve('今天的');
    renderWithApp(<DictTag code="BRAND_STATUS" value="1" />);
    expect(await screen.findByText('今天的')).toBeTruthy();
    await waitFor(() => expect(storedDictionaries()?.BRAND_STATUS?.[0].label).toBe('今天的'));
  });

  it('shows an unknown code as it is', async () => {
    serve('已启用');
    renderWithApp(<DictTag code="BRAND_STATUS" value={7} />);
    await waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(await screen.findByText('7')).toBeTruthy();
  });

  it('colours a tag as its dictionary declares, unless the screen colours it otherwise', async () => {
    serve('已启用');
    renderWithApp(
      <>
        <DictTag code="BRAND_STATUS" value="1" />
        <DictTag code="BRAND_STATUS" value="0" />
        <DictTag code="BRAND_STATUS" value="1" colors={{ '1': 'orange' }} />
      </>,
    );
    await screen.findAllByText('已启用');
    const [declared, plain, own] = screen.getAllByTestId('dict-tag-BRAND_STATUS');
    expect(declared!.className).toContain('green');
    expect(plain!.className).not.toMatch(/green|orange/);
    expect(own!.className).toContain('orange');
    expect(own!.className).not.toContain('green');
  });
});
