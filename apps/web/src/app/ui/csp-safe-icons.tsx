import type { AntdIconProps } from '@ant-design/icons/es/components/AntdIcon';
import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import LoginOutlinedSvg from '@ant-design/icons-svg/es/asn/LoginOutlined';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { forwardRef } from 'react';

// A few @ant-design/icons-svg definitions (login, rest) carry an empty `<defs><style/></defs>` from their
// source drawings. React renders it as an inline <style> element, which the Content-Security-Policy
// (style-src 'self' with a nonce) refuses, one console error per icon shown. The icon is drawn without it.
// icons.test.ts refuses any icon imported from @ant-design/icons whose drawing holds a <style>.

/** The node without its style elements (they hold nothing an icon needs: the icon is coloured by currentColor). */
export function withoutStyles(node: AbstractNode): AbstractNode {
  const children = node.children?.filter((child) => child.tag !== 'style').map(withoutStyles);
  return children ? { ...node, children } : node;
}

/** An icon component of a drawing whose style elements are left out, used as the @ant-design/icons one is. */
export function cspSafeIcon(definition: IconDefinition) {
  const { icon } = definition;
  const drawing: IconDefinition = {
    ...definition,
    icon: typeof icon === 'function' ? (...colours) => withoutStyles(icon(...colours)) : withoutStyles(icon),
  };
  const SafeIcon = forwardRef<HTMLSpanElement, AntdIconProps>((props, ref) => (
    <AntdIcon {...props} ref={ref} icon={drawing} />
  ));
  SafeIcon.displayName = `${definition.name}-${definition.theme}`;
  return SafeIcon;
}

export const LoginOutlined = cspSafeIcon(LoginOutlinedSvg);
