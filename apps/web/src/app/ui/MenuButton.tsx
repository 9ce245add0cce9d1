import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './ui.css';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  testId?: string;
}

/**
 * A button opening a small menu of choices (the language switch): a light stand-in for antd's Dropdown where
 * the first load should not carry a menu library. Arrow keys move, Enter or a click chooses, Escape or a click
 * outside closes; focus returns to the button.
 */
export function MenuButton({
  items,
  selectedKey,
  onSelect,
  children,
  className = '',
  testId,
  label,
}: {
  items: readonly MenuButtonItem[];
  selectedKey?: string;
  onSelect: (key: string) => void;
  children: ReactNode;
  className?: string;
  testId?: string;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (key: string) => {
    setOpen(false);
    button.current?.focus();
    onSelect(key);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open)
        openAt(
          Math.max(
            0,
            items.findIndex((item) => item.key === selectedKey),
          ),
        );
      else setActive((index) => (index + step + items.length) % items.length);
    } else if ((event.key === 'Enter' || event.key === ' ') && open) {
      event.preventDefault();
      choose(items[active].key);
    }
  };

  return (
    <div className="pm-menu-button" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`pm-btn pm-btn-text ${className}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        data-testid={testId}
        onClick={() => (open ? setOpen(false) : openAt(0))}
      >
        {children}
      </button>
      {open && (
        <ul className="pm-popup-menu" role="menu" id={menuId}>
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={item.key === selectedKey}
                data-active={index === active}
                className="pm-popup-item"
                data-testid={item.testId}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(item.key)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
