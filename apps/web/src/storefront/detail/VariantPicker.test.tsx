// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { renderWithApp } from '../../test/render';
import { AttributeTable } from './AttributeTable';
import type { SkuDetail } from './detail-types';
import { VariantPicker } from './VariantPicker';

const detail = {
  skuId: '11',
  shop: { supplierShopId: '3', supplierId: '2' },
  variants: [
    { skuId: '11', label: '24/6 红色', labelEn: '24/6 red', onShelf: true },
    { skuId: '12', label: '24/6 蓝色', labelEn: '24/6 blue', onShelf: false },
  ],
  attributeGroups: [
    {
      groupName: '规格参数',
      groupNameEn: 'Specifications',
      attributes: [{ name: '颜色', nameEn: 'Colour', value: '红色', valueEn: 'red' }],
    },
  ],
} as unknown as SkuDetail;

/** Renders in en-US (renderWithApp starts in zh-CN). */
async function inEnglish(ui: React.ReactNode) {
  renderWithApp(ui);
  await i18n.changeLanguage('en-US');
}

describe('the goods detail in English', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('zh-CN');
  });

  it('labels the variant chooser with the spec values in English', async () => {
    await inEnglish(<VariantPicker detail={detail} route="ecDetail" />);
    const picker = await screen.findByTestId('variants');
    expect(picker.textContent).toContain('24/6 red');
    expect(screen.getByTestId('variant-12').textContent).toMatch(/^24\/6 blue \(/);
    expect(picker.textContent).not.toMatch(/红色|蓝色/);
  });

  it('shows the Chinese values in zh-CN', async () => {
    renderWithApp(<VariantPicker detail={detail} route="ecDetail" />);
    expect((await screen.findByTestId('variants')).textContent).toContain('24/6 红色');
  });

  it('shows spec values in English in the attribute table', async () => {
    await inEnglish(<AttributeTable groups={detail.attributeGroups} />);
    const table = await screen.findByTestId('attribute-table');
    expect(table.textContent).toContain('Colour');
    expect(table.textContent).toContain('red');
    expect(table.textContent).not.toContain('红色');
  });
});
