// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';

let next = 0;
const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../api/upload', () => ({ uploadFile }));

const { PictureListField } = await import('./PictureListField');

afterEach(cleanup);

function Harness({ initial }: { initial: string[] }) {
  const [ids, setIds] = useState<string[]>(initial);
  return (
    <>
      <PictureListField value={ids} onChange={setIds} max={3} />
      <output data-testid="ids">{ids.join(',')}</output>
    </>
  );
}
const ids = () => screen.getByTestId('ids').textContent;
const picture = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('PictureListField', () => {
  it('adds several pictures after the first, labelled, up to the limit', { timeout: 30_000 }, async () => {
    uploadFile.mockImplementation(async (_group: string, file: File) => ({
      fileId: `f${++next}`,
      fileName: file.name,
    }));
    renderWithApp(<Harness initial={['main']} />);
    expect(screen.getByTestId('picture-add').textContent).toBe('添加图片 (1/3)');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [picture('a.png'), picture('b.png')] } });

    await waitFor(() => expect(ids()).toBe(`main,f${next - 1},f${next}`));
    expect(screen.getByTestId('picture-0').textContent).toContain('主图');
    // Three of three: no more to add.
    expect(screen.queryByTestId('picture-add')).toBeNull();
  });

  it('moves a picture earlier to make it the main one, and removes one', { timeout: 30_000 }, async () => {
    renderWithApp(<Harness initial={['p1', 'p2', 'p3']} />);
    fireEvent.click(screen.getAllByRole('button', { name: '前移' })[0]);
    expect(ids()).toBe('p2,p1,p3');
    fireEvent.click(screen.getAllByRole('button', { name: '后移' })[0]);
    expect(ids()).toBe('p1,p2,p3');
    const third = screen.getByTestId('picture-2');
    fireEvent.click(
      third.querySelector('[title="删除文件"], .anticon-delete')?.closest('button') as HTMLElement,
    );
    await waitFor(() => expect(ids()).toBe('p1,p2'));
  });
});
