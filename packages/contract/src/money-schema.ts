import { z } from 'zod';
import { isWireMoney } from './money';

/**
 * Every amount coming in: SPEC §5 money (not empty, no leading zeros, at most two decimals) that fits
 * numeric(20,2). One message key, `validation.money`, whatever is wrong. A wrong amount aborts the parse
 * of its object, so no refinement of the object (a range, a comparison) ever sees it.
 */
export const moneySchema = z
  .string('validation.money')
  .refine(isWireMoney, { message: 'validation.money', abort: true });

const MONEY_OUT = /^-?(0|[1-9]\d*)\.\d{2}$/;
/** Every amount going out: a decimal string with exactly two decimals, e.g. "12.50" or "-0.30". */
export const moneyOutputSchema = z.string().regex(MONEY_OUT, 'validation.money');
