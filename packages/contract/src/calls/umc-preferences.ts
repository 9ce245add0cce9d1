import { z } from 'zod';
import { defineCall, emptyInput } from '../define-call';
import { THEME_NAMES } from '../limits';
import type { Locale } from '../messages';

/** The languages of the interface; the same list as the message catalogue's LOCALES. */
const localeSchema = z.enum(['zh-CN', 'en-US'] as const satisfies readonly Locale[]);
const themeSchema = z.enum(THEME_NAMES);

/** null: the user has not chosen, and the browser's own choice (or the default) applies. */
export const preferencesSchema = z.object({ theme: themeSchema.nullable(), locale: localeSchema.nullable() });
export type Preferences = z.infer<typeof preferencesSchema>;

export const getPreferences = defineCall({
  name: 'umc_getPreferences',
  audience: ['user'],
  applicants: true,
  summary: "The logged-in user's own theme and language, applied at login on any browser.",
  input: emptyInput,
  output: preferencesSchema,
});

export const savePreferences = defineCall({
  name: 'umc_savePreferences',
  audience: ['user'],
  applicants: true,
  writes: true,
  touches: ['user'],
  summary:
    "Keeps the logged-in user's theme and/or language; a field left out stays as it was, null forgets the choice.",
  input: z
    .object({ theme: themeSchema.nullable().optional(), locale: localeSchema.nullable().optional() })
    .strict()
    .refine((v) => v.theme !== undefined || v.locale !== undefined, 'validation.required'),
  output: preferencesSchema,
});
