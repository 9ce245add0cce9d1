// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../../api/upload', () => ({ uploadFile }));

const { LettersField } = await import('./LettersField');
const { ValidityView } = await import('./ValidityView');

const slow = { timeout: 10_000 };
const fileInputs = (container: HTMLElement) =>
  container.querySelectorAll<HTMLInputElement>('input[type=file]');

afterEach(() => {
  cleanup();
  uploadFile.mockReset();
});

describe('the authorisation letter field', () => {
  it('adds each uploaded letter and keeps one slot free until five', async () => {
    uploadFile.mockResolvedValue({
      fileId: '31',
      fileName: '授权书.pdf',
      contentType: 'application/pdf',
      size: 9,
      url: '',
    });
    const onChange = vi.fn();
    const { container, rerender } = renderWithApp(<LettersField value={['11']} onChange={onChange} />);
    expect(fileInputs(container)).toHaveLength(2);
    const pdf = new File(['%PDF-1.4'], '授权书.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInputs(container)[1], { target: { files: [pdf] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['11', '31']), slow);
    expect(uploadFile).toHaveBeenCalledWith('document', pdf);

    rerender(<LettersField value={['11', '12', '13', '14', '15']} onChange={onChange} />);
    expect(fileInputs(container)).toHaveLength(5);
  }, 20_000);

  it('refuses a file of another type before uploading it', async () => {
    const onChange = vi.fn();
    const { container } = renderWithApp(<LettersField value={[]} onChange={onChange} />);
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    fireEvent.change(fileInputs(container)[0], { target: { files: [exe] } });
    await waitFor(
      () => expect(screen.getByText(/\.pdf \.doc \.docx .*\.png \.jpg \.jpeg/)).toBeTruthy(),
      slow,
    );
    expect(uploadFile).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  }, 20_000);
});

describe('the validity', () => {
  it('shows the days and marks an expired authorisation', () => {
    renderWithApp(<ValidityView row={{ validFrom: '2026-01-01', validTo: '2026-06-30', expired: true }} />);
    expect(screen.getByText('2026-01-01 ~ 2026-06-30')).toBeTruthy();
    expect(screen.getByText('已过期')).toBeTruthy();
    cleanup();
    renderWithApp(<ValidityView row={{ validFrom: '2026-01-01', validTo: '2027-06-30', expired: false }} />);
    expect(screen.queryByText('已过期')).toBeNull();
  });
});
