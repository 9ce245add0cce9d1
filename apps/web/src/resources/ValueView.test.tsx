// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { ValueOf } from './ValueView';

const row = {
  supplierName: '华南工业品',
  supplierNameEn: 'South China Industrial Supply',
  brandName: '得力',
  brandNameEn: '',
};

describe('a name with an English form', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('zh-CN');
  });

  it('shows the Chinese name in zh-CN and the English one in en-US', async () => {
    const view = { kind: 'localName', enField: 'supplierNameEn' } as const;
    const { rerender } = render(<ValueOf view={view} value={row.supplierName} row={row} />);
    expect(screen.getByText('华南工业品')).toBeTruthy();
    await i18n.changeLanguage('en-US');
    rerender(<ValueOf view={view} value={row.supplierName} row={row} />);
    expect(screen.getByText('South China Industrial Supply')).toBeTruthy();
  });

  it('keeps the Chinese name in en-US when there is no English one', async () => {
    await i18n.changeLanguage('en-US');
    render(<ValueOf view={{ kind: 'localName', enField: 'brandNameEn' }} value={row.brandName} row={row} />);
    expect(screen.getByText('得力')).toBeTruthy();
  });

  it('shows a sales unit in the reader’s language, and one the texts do not know as entered', async () => {
    const { rerender } = render(<ValueOf view={{ kind: 'unit' }} value="盒" row={row} />);
    expect(screen.getByText('盒')).toBeTruthy();
    await i18n.changeLanguage('en-US');
    rerender(<ValueOf view={{ kind: 'unit' }} value="盒" row={row} />);
    expect(screen.getByText('box')).toBeTruthy();
    rerender(<ValueOf view={{ kind: 'unit' }} value="吨" row={row} />);
    expect(screen.getByText('吨')).toBeTruthy();
  });
});
