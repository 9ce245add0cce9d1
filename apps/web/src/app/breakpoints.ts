/**
 * SPEC §2/§9 breakpoints, the one place they are written: up to and including 600 px is mobile, up to and
 * including 992 px tablet, anything wider desktop. Scripts read them through viewport.ts; style sheets write
 * `@media (--mobile)` or `@media (--tablet)`, which the build turns into these widths (custom-media.ts).
 */
export const MOBILE_MAX_WIDTH = 600;
export const TABLET_MAX_WIDTH = 992;

/** The custom media names style sheets may use, and the media feature each stands for. */
export const CUSTOM_MEDIA: Readonly<Record<string, string>> = {
  '--mobile': `(max-width: ${MOBILE_MAX_WIDTH}px)`,
  '--tablet': `(max-width: ${TABLET_MAX_WIDTH}px)`,
};
