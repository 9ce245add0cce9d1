// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../api/upload', () => ({ uploadFile }));

const { UploadField } = await import('./UploadField');

afterEach(cleanup);

const sheet = (name: string) => new File(['code,num\n'], name);

describe('UploadField of an import (issue 20 item 16)', () => {
  it('takes .xlsx and .csv, and says .xls or .ods can be attached but not imported', {
    timeout: 30_000,
  }, async () => {
    uploadFile.mockImplementation(async (_group: string, file: File) => ({
      fileId: 'f1',
      fileName: file.name,
    }));
    const onChange = vi.fn();
    renderWithApp(<UploadField group="spreadsheet" onChange={onChange} />);
    const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
    // The dialog offers the attach-only formats too, so picking one says why it is refused.
    expect(input().accept).toBe('.xlsx,.csv,.xls,.ods');

    fireEvent.change(input(), { target: { files: [sheet('prices.xls')] } });
    expect(
      await screen.findByText(
        '.xls 文件只能作为附件上传，导入仅读取 .xlsx 和 .csv：请在表格软件中另存为 .xlsx 后再导入',
      ),
    ).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();

    fireEvent.change(input(), { target: { files: [sheet('prices.csv')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('f1'));
    expect(uploadFile).toHaveBeenCalledWith('spreadsheet', expect.objectContaining({ name: 'prices.csv' }));
  });
});
