// @vitest-environment happy-dom
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginOutlined } from './csp-safe-icons';

/** The app's source files (tests left out), read as text. */
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every icon the app imports from @ant-design/icons, with the files that import it. */
function importedIcons(): Map<string, string[]> {
  const icons = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons'/g)) {
      for (const name of names.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        if (/(Outlined|Filled|TwoTone)$/.test(name)) icons.set(name, [...(icons.get(name) ?? []), file]);
      }
    }
  }
  return icons;
}

const holdsStyle = (node: AbstractNode): boolean =>
  node.tag === 'style' || (node.children ?? []).some(holdsStyle);

describe('icons under the Content-Security-Policy', () => {
  it('none imported from @ant-design/icons draws an inline <style> (the CSP refuses it: use csp-safe-icons)', async () => {
    const icons = importedIcons();
    expect(icons.size).toBeGreaterThan(10);
    const styled: string[] = [];
    for (const [name, files] of icons) {
      const { default: definition } = (await import(`@ant-design/icons-svg/es/asn/${name}.js`)) as {
        default: IconDefinition;
      };
      const drawing =
        typeof definition.icon === 'function' ? definition.icon('#000', '#fff') : definition.icon;
      if (holdsStyle(drawing)) styled.push(`${name} in ${files.join(', ')}`);
    }
    expect(styled).toEqual([]);
  });

  it('the login icon is drawn without its empty <style>', () => {
    const { container } = render(<LoginOutlined />);
    expect(container.querySelector('svg path')).not.toBeNull();
    expect(container.querySelector('style')).toBeNull();
  });
});
