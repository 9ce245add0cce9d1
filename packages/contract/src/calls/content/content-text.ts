import { z } from 'zod';
import { textLength } from '../../validators';

// The text rules of content's inputs (SPEC §5: characters above 255 count 2).

const withinLength = (max: number) => (v: string) => textLength(v) <= max;

export const contentText = (max: number) =>
  z.string().trim().refine(withinLength(max), { message: 'validation.tooLong', params: { max } });

export const contentRequired = (max: number) =>
  contentText(max).refine((v) => v !== '', 'validation.required');

/** An article body as sent (HTML; sanitised on the server before it is stored). */
export const MAX_BODY_LENGTH = 200_000;
