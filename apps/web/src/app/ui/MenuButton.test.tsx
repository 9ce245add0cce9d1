// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';

const items = [
  { key: 'zh-CN', label: '简体中文', testId: 'lang-zh-CN' },
  { key: 'en-US', label: 'English', testId: 'lang-en-US' },
];

function renderMenu(onSelect = vi.fn()) {
  render(
    <MenuButton label="Language" items={items} selectedKey="zh-CN" onSelect={onSelect} testId="switch">
      简体中文
    </MenuButton>,
  );
  return { onSelect, button: screen.getByTestId('switch') };
}

describe('MenuButton', () => {
  afterEach(cleanup);

  it('opens on click, marks the current choice and hands over the one clicked', () => {
    const { onSelect, button } = renderMenu();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menuitemradio', { checked: true }).textContent).toBe('简体中文');
    fireEvent.click(screen.getByTestId('lang-en-US'));
    expect(onSelect).toHaveBeenCalledWith('en-US');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is worked from the keyboard: arrows move, Enter chooses, Escape closes', () => {
    const { onSelect, button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('en-US');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('closes when the user clicks elsewhere', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
