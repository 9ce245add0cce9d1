import { CUSTOM_MEDIA } from './breakpoints';

const CUSTOM_MEDIA_NAME = /\((--[\w-]+)\)/g;

/** A media query with each `(--name)` of CUSTOM_MEDIA replaced by its width; an unknown name is an error. */
export function expandCustomMedia(params: string): string {
  return params.replace(CUSTOM_MEDIA_NAME, (_, name: string) => {
    const media = CUSTOM_MEDIA[name];
    if (!media)
      throw new Error(`Unknown custom media ${name}: use one of ${Object.keys(CUSTOM_MEDIA).join(', ')}`);
    return media;
  });
}

/** PostCSS plugin (vite.config.ts): style sheets share the breakpoints of breakpoints.ts. */
export function customMedia() {
  return {
    postcssPlugin: 'procuremart-custom-media',
    AtRule: {
      media(rule: { params: string }) {
        rule.params = expandCustomMedia(rule.params);
      },
    },
  };
}
