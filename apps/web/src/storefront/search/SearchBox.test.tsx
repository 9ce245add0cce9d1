// @vitest-environment happy-dom
import { SEARCH_SETTINGS } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { SearchBox } = await import('./SearchBox');

let suggestions: string[] = [];
beforeEach(() => {
  api.mockImplementation(async (call: { name: string }) => {
    if (call.name === 'ucc_suggestWords') return { words: suggestions.map((word) => ({ word, count: 1 })) };
    if (call.name === 'ucc_getHotWords') return { words: [], settings: { ...SEARCH_SETTINGS } };
    return { rows: [] };
  });
});
afterEach(cleanup);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{decodeURIComponent(location.pathname + location.search)}</output>;
}

/** Types text in one go (as an input method delivers it) and waits for the suggestions to show. */
async function typeInOneGo(text: string) {
  renderWithApp(
    <>
      <SearchBox />
      <Address />
    </>,
  );
  const input = screen.getByRole('combobox');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await screen.findAllByTestId('search-suggest', undefined, { timeout: 3000 });
  return input;
}

const key = (input: HTMLElement, name: string, which: number) =>
  fireEvent.keyDown(input, { key: name, code: name, which, keyCode: which });

const address = () => screen.getByTestId('address').textContent;

describe('SearchBox', () => {
  it('searches exactly what was typed on Enter, whatever suggestion starts with it', async () => {
    suggestions = ['螺丝刀', '螺丝钉'];
    const input = await typeInOneGo('螺丝');
    key(input, 'Enter', 13);
    await waitFor(() => expect(address()).toBe('/list?keyword=螺丝'));
  });

  it('searches the suggestion the user moved to with the arrow keys', async () => {
    suggestions = ['螺丝', '螺丝刀'];
    const input = await typeInOneGo('螺丝');
    key(input, 'ArrowDown', 40);
    key(input, 'Enter', 13);
    await waitFor(() => expect(address()).toBe('/list?keyword=螺丝刀'));
  });

  it('searches the suggestion clicked', async () => {
    suggestions = ['订书机', '订书钉'];
    await typeInOneGo('订书');
    const option = screen.getAllByTestId('search-suggest').find((node) => node.textContent === '订书钉');
    fireEvent.mouseEnter(option as HTMLElement);
    fireEvent.click(option as HTMLElement);
    await waitFor(() => expect(address()).toBe('/list?keyword=订书钉'));
  });
});
