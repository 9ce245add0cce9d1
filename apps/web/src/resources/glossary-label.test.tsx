// @vitest-environment happy-dom
import { type Brand, brandGlossary, createBrand } from '@procuremart/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { renderWithApp } from '../test/render';
import { labelKeyOf } from './glossary-label';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { ResourceForm } = await import('./ResourceForm');
const { ResourceDetailPage } = await import('./ResourceDetailPage');

afterEach(async () => {
  cleanup();
  api.mockReset();
  await i18n.changeLanguage('zh-CN');
});

const slow = { timeout: 10_000 };
const brand = { brandId: '7', brandName: '得力', brandNameEn: 'Deli', description: '办公用品' } as Brand;
const formLabel = (field: string) => document.querySelector(`label[for="${field}"]`)?.textContent ?? null;

describe('glossary labels', () => {
  it('label a form item that names no label with its glossary’s label, in both languages', async () => {
    renderWithApp(
      <ResourceForm<{ brandNameEn: string; sortNo: number }, Brand>
        open
        titleKey="brand.createTitle"
        schema={createBrand.input}
        glossary={brandGlossary}
        fields={[
          { kind: 'text', name: 'brandNameEn' },
          // An item whose label differs names its own.
          { kind: 'number', name: 'sortNo', labelKey: 'brand.sortNoHint' },
        ]}
        submit={async () => brand}
        onClose={() => undefined}
      />,
    );
    await screen.findByText('新增品牌', {}, slow);
    expect(formLabel('brandNameEn')).toBe('英文名称');
    expect(formLabel('sortNo')).toBe('数字越小排序越靠前');
    await act(() => i18n.changeLanguage('en-US'));
    expect(formLabel('brandNameEn')).toBe('English name');
  });

  it('label a detail item that names no label with its glossary’s label, in both languages', async () => {
    api.mockResolvedValue(brand);
    renderWithApp(
      <ResourceDetailPage<Brand, 'brandDetail'>
        page="brandDetail"
        idParam="brandId"
        queryKey={(id) => ['brand', id]}
        load={async () => brand}
        recordTitle={(b) => b.brandName}
        glossary={brandGlossary}
        facts={[{ field: 'brandNameEn' }]}
        tabs={[
          {
            key: 'basic',
            labelKey: 'brand.tab.basic',
            sections: [{ titleKey: 'brand.section.basic', items: [{ field: 'description' }] }],
          },
        ]}
        invalidateKey={['brand']}
      />,
      { path: '/index/brandDetail?brandId=7' },
    );
    expect(await screen.findByText('英文名称', {}, slow)).toBeTruthy();
    expect(screen.getByText('品牌描述')).toBeTruthy();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText('English name')).toBeTruthy();
    expect(screen.getByText('Description')).toBeTruthy();
  });

  it('refuses an item with no label of its own that its glossary does not hold', () => {
    expect(labelKeyOf('brandName', undefined, brandGlossary)).toBe('brand.field.brandName');
    expect(labelKeyOf('brandName', 'brand.field.logo', brandGlossary)).toBe('brand.field.logo');
    expect(() => labelKeyOf('colour', undefined, brandGlossary)).toThrow(/colour: no label/);
    expect(() => labelKeyOf('brandName', undefined, undefined)).toThrow(/brandName: no label/);
  });
});
