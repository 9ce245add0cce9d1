import { describe, expect, it } from 'vitest';
import i18n, { lowerFirst } from '.';
import { loadAllDomainTexts } from './domain-texts';

describe('an English placeholder names its field in lower case', () => {
  it('lowers a capitalised word, keeps an abbreviation', () => {
    expect(lowerFirst('Supplier')).toBe('supplier');
    expect(lowerFirst('Order no.')).toBe('order no.');
    expect(lowerFirst('SKU code')).toBe('SKU code');
    expect(lowerFirst('供应商')).toBe('供应商');
  });

  it('reads "Enter supplier" in en-US and 请输入供应商 in zh-CN', async () => {
    await loadAllDomainTexts();
    await i18n.changeLanguage('en-US');
    expect(i18n.t('resource.inputPlaceholder', { label: 'Supplier' })).toBe('Enter supplier');
    expect(i18n.t('resource.selectPlaceholder', { label: 'SKU status' })).toBe('Select SKU status');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('resource.inputPlaceholder', { label: '供应商' })).toBe('请输入供应商');
  });
});
