// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SearchBox } from './SearchBox';

// The server's completions for whatever is typed: 螺丝 → 螺丝刀 first (the case a Chinese input method hits).
const completions: Record<string, string[]> = { 螺丝: ['螺丝刀', '螺丝钉'], 订书: ['订书机', '订书钉'] };

function answer(body: unknown) {
  return new Response(
    JSON.stringify({ code: '0', respCode: '0000', respDesc: 'ok', message: 'ok', data: body }),
  );
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderBox() {
  renderWithApp(
    <>
      <SearchBox />
      <Address />
    </>,
  );
  return screen.getByRole('combobox') as HTMLInputElement;
}

const address = () => decodeURIComponent(screen.getByTestId('address').textContent ?? '');

describe('the mall search box', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.endsWith('/suggestWords')) {
          const { keyword } = JSON.parse(String(init.body));
          return answer({ words: (completions[keyword] ?? []).map((word) => ({ word })) });
        }
        if (url.endsWith('/getHotWords'))
          return answer({
            words: [],
            settings: { hotSearch: false, searchHistory: false, hotSuggest: false },
          });
        return answer({ rows: [] });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches exactly what was typed when Enter is pressed, although suggestions are showing', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '螺丝' } });
    await screen.findByText('螺丝刀');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(address()).toBe('/list?keyword=螺丝');
  });

  it('searches the suggestion the user moved to with the arrow keys', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '螺丝' } });
    await screen.findByText('螺丝钉');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('螺丝钉');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(address()).toBe('/list?keyword=螺丝钉');
  });

  it('leaves an Enter that ends an input method composition alone', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '螺丝' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(address()).toBe('/');
  });

  it('closes the list on Escape and searches from the button', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '螺丝' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(address()).toBe('/list?keyword=螺丝');
  });

  it('searches the suggestion clicked', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '订书' } });
    fireEvent.click(await screen.findByText('订书钉'));
    expect(address()).toBe('/list?keyword=订书钉');
  });
});
