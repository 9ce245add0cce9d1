// @vitest-environment happy-dom

import { bilingual } from '@procuremart/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { renderWithApp } from '../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { ValueOf } = await import('./ValueView');

const row = {
  supplierName: '华南工业品',
  supplierNameEn: 'South China Industrial Supply',
  brandName: '得力',
  brandNameEn: '',
};

describe('a name with an English form', () => {
  afterEach(async () => {
    cleanup();
    api.mockReset();
    localStorage.clear();
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

  it('shows a sales unit code by its label in the reader’s language, and text that is no code as it is', async () => {
    // Until the dictionaries are loaded the contract's declared labels serve.
    api.mockReturnValue(new Promise(() => undefined));
    renderWithApp(
      <>
        <ValueOf view={{ kind: 'unit' }} value="BOX" row={row} />|
        <ValueOf view={{ kind: 'unit' }} value="吨" row={row} />
      </>,
    );
    expect(await screen.findByText('盒|吨')).toBeTruthy();
    await i18n.changeLanguage('en-US');
    expect(await screen.findByText('box|吨')).toBeTruthy();
  });

  it('labels a unit as the operators relabelled it in the dictionary', async () => {
    api.mockImplementation(async (call: { name: string }) =>
      call.name === 'cfc_queryDictionaries'
        ? { UNIT: [{ code: 'BOX', label: '盒', labelEn: 'carton box', sort: 1 }] }
        : { version: '1' },
    );
    renderWithApp(<ValueOf view={{ kind: 'unit' }} value="BOX" row={row} />);
    await i18n.changeLanguage('en-US');
    expect(await screen.findByText('carton box')).toBeTruthy();
  });
});

describe('a yes/no flag and labels declared in both languages', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('zh-CN');
  });

  it('read as the exported file reads them, in the reader’s language', async () => {
    const labels = { 1: bilingual('已启用', 'Enabled'), 0: bilingual('已停用', 'Disabled') };
    const cells = () => (
      <>
        <ValueOf view={{ kind: 'flag' }} value={true} row={row} />|
        <ValueOf view={{ kind: 'flag' }} value={false} row={row} />|
        <ValueOf view={{ kind: 'labels', labels }} value={0} row={row} />|
        <ValueOf view={{ kind: 'labels', labels }} value={7} row={row} />
      </>
    );
    const { rerender } = render(cells());
    expect(screen.getByText('是|否|已停用|7')).toBeTruthy();
    await i18n.changeLanguage('en-US');
    rerender(cells());
    expect(screen.getByText('Yes|No|Disabled|7')).toBeTruthy();
  });
});

describe('stored files', () => {
  afterEach(cleanup);
  const file = (fileName: string) => ({
    fileId: '1',
    fileName,
    contentType: '',
    size: 1,
    url: `/files/${fileName}`,
  });

  it('shows one file, a list of files, and none as the empty attachments', () => {
    const { rerender } = renderWithApp(
      <ValueOf view={{ kind: 'files' }} value={file('logo.png')} row={row} />,
    );
    expect(screen.getByText('logo.png')).toBeTruthy();
    rerender(<ValueOf view={{ kind: 'files' }} value={[file('a.pdf'), file('b.jpg')]} row={row} />);
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.getByText('b.jpg')).toBeTruthy();
    rerender(<ValueOf view={{ kind: 'files' }} value={null} row={row} />);
    expect(screen.getByText('暂无附件')).toBeTruthy();
  });
});
