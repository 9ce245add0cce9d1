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
    // Each language's own t, not the shared current language: i18next is one instance per worker, and work
    // another test file left running may switch it meanwhile (this test failed once that way in a full run).
    const english = i18n.getFixedT('en-US');
    expect(english('resource.inputPlaceholder', { label: 'Supplier' })).toBe('Enter supplier');
    expect(english('resource.selectPlaceholder', { label: 'SKU status' })).toBe('Select SKU status');
    expect(i18n.getFixedT('zh-CN')('resource.inputPlaceholder', { label: '供应商' })).toBe('请输入供应商');
  });
});
