// @vitest-environment happy-dom
import type { FrontCategoryAdmin } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave } from '../../test/actions';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { FrontCategoryForm } = await import('./FrontCategoryForm');
const { HotWordForm } = await import('./HotWordForm');

afterEach(() => {
  cleanup();
  api.mockReset();
});

const slow = { timeout: 10_000 };
const errorUnder = (field: string) =>
  document
    .querySelector(`#${field}`)
    ?.closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent;

const parent: FrontCategoryAdmin = {
  frontCategoryId: '12',
  parentId: '11',
  name: '办公文具',
  nameEn: 'Stationery',
  level: 2,
  sortNo: 0,
  version: 1,
  status: 1,
  categoryIds: [],
  childCount: 0,
};

describe('FrontCategoryForm', () => {
  it('shows the length rule under the name and creates under the parent', async () => {
    api.mockResolvedValue({ ...parent, frontCategoryId: '13', parentId: '12', level: 3 });
    const onClose = vi.fn();
    renderWithApp(<FrontCategoryForm open editing={{ mode: 'create', parent }} onClose={onClose} />);
    const name = await screen.findByLabelText('类目名称', undefined, slow);
    fireEvent.change(name, { target: { value: '长'.repeat(21) } });
    await waitFor(() => expect(errorUnder('name')).toBe('长度不能超过40个字符（中文算2个）'), slow);
    await clickSave();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: '订书用品' } });
    await clickSave();
    await waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(
          expect.objectContaining({ name: 'ucc_saveFrontCategory' }),
          expect.objectContaining({ name: '订书用品', parentId: '12', status: 1 }),
          { notify: false },
        ),
      slow,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
  }, 30_000);

  it('edits an entry by its id, keeping its values', async () => {
    api.mockResolvedValue(parent);
    renderWithApp(<FrontCategoryForm open editing={{ mode: 'edit', record: parent }} onClose={() => {}} />);
    expect(((await screen.findByLabelText('英文名称', undefined, slow)) as HTMLInputElement).value).toBe(
      'Stationery',
    );
    await clickSave();
    await waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(
          expect.objectContaining({ name: 'ucc_saveFrontCategory' }),
          expect.objectContaining({ frontCategoryId: '12', name: '办公文具', nameEn: 'Stationery' }),
          { notify: false },
        ),
      slow,
    );
    expect(api.mock.calls[0][1]).not.toHaveProperty('parentId');
  }, 30_000);
});

describe('HotWordForm', () => {
  it('requires the word and sends a new one without an id', async () => {
    api.mockResolvedValue({
      hotWordId: '3',
      word: '电钻',
      wordEn: 'drill',
      sortNo: 0,
      status: 1,
      createdAt: '2026-01-05T01:00:00.000Z',
    });
    renderWithApp(<HotWordForm open editing={{ mode: 'create' }} onClose={() => {}} />);
    await screen.findByLabelText('热搜词', undefined, slow);
    await clickSave();
    await waitFor(() => expect(errorUnder('word')).toBe('此项为必填项'), slow);
    expect(api).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('热搜词'), { target: { value: '电钻' } });
    fireEvent.change(screen.getByLabelText('英文热搜词'), { target: { value: 'drill' } });
    await clickSave();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1), slow);
    expect(api.mock.calls[0][0]).toMatchObject({ name: 'ucc_saveHotWord' });
    expect(api.mock.calls[0][1]).toMatchObject({ word: '电钻', wordEn: 'drill' });
    expect(api.mock.calls[0][1]).not.toHaveProperty('hotWordId');
  }, 30_000);
});
