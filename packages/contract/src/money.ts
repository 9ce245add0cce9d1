// Money: amounts travel as decimal strings and are computed as whole cents in bigint, never floats.

import { isMoney } from './validators';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const IN_GROUP = ['', '拾', '佰', '仟'];
// Eleven groups of four digits: up to 44 integer digits.
const GROUPS = ['', '万', '亿', '兆', '京', '垓', '秭', '穰', '沟', '涧', '正'];
export const MAX_CAPITAL_INTEGER_DIGITS = GROUPS.length * 4;

export const AMOUNT_INVALID = 'not a valid number';
export const AMOUNT_TOO_LARGE = 'the integer part is over 44 digits, the amount is too large';

function groupToChinese(group: string): string {
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < group.length; i++) {
    const digit = Number(group[i]);
    const unit = IN_GROUP[group.length - 1 - i];
    if (digit === 0) {
      pendingZero = out !== '';
    } else {
      if (pendingZero) out += DIGITS[0];
      out += DIGITS[digit] + unit;
      pendingZero = false;
    }
  }
  return out;
}

/**
 * Chinese capital amount (大写金额), e.g. "1234.5" → "壹仟贰佰叁拾肆元伍角".
 * Throws AMOUNT_INVALID for text that is not a decimal number and AMOUNT_TOO_LARGE past 44 integer digits.
 */
export function toChineseAmount(amount: string): string {
  const text = String(amount).trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(AMOUNT_INVALID);
  const negative = match[1] === '-';
  const integer = match[2].replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').padEnd(2, '0').slice(0, 2);
  if (integer.length > MAX_CAPITAL_INTEGER_DIGITS) throw new Error(AMOUNT_TOO_LARGE);

  let integerText = '';
  if (integer !== '0') {
    const groups: string[] = [];
    for (let end = integer.length; end > 0; end -= 4)
      groups.unshift(integer.slice(Math.max(0, end - 4), end));
    let zeroBetween = false;
    groups.forEach((group, index) => {
      const unit = GROUPS[groups.length - 1 - index];
      if (/^0+$/.test(group)) {
        zeroBetween = integerText !== '';
        return;
      }
      if (integerText !== '' && (zeroBetween || group.startsWith('0'))) integerText += DIGITS[0];
      integerText += groupToChinese(group) + unit;
      zeroBetween = false;
    });
    integerText += '元';
  }

  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  let fractionText = '';
  if (jiao > 0) fractionText += `${DIGITS[jiao]}角`;
  if (fen > 0) fractionText += `${jiao === 0 && integerText !== '' ? DIGITS[0] : ''}${DIGITS[fen]}分`;

  let result: string;
  if (integerText === '' && fractionText === '') result = '零元整';
  else if (fractionText === '') result = `${integerText}整`;
  else result = integerText + fractionText;
  return negative && result !== '零元整' ? `负${result}` : result;
}

/** Integer digits a stored amount may have: numeric(20,2) in the database. */
export const MONEY_MAX_INTEGER_DIGITS = 18;

/** SPEC §5 money (not empty, no leading zeros, at most two decimals) that fits numeric(20,2). */
export const isWireMoney = (value: string): boolean =>
  isMoney(value) && value.split('.')[0].length <= MONEY_MAX_INTEGER_DIGITS;

/** Whole cents of a decimal amount ("12", "12.5", "-0.05"); throws AMOUNT_INVALID on anything else. */
export function toCents(amount: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(AMOUNT_INVALID);
  const value = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -value : value;
}

/** The amount of whole cents, with exactly two decimals. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** -1, 0 or 1 as a is less than, equal to or more than b ("1.5" equals "1.50"). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const difference = toCents(a) - toCents(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The exact sum of the amounts ("0.00" for none). */
export function sumMoney(...amounts: string[]): string {
  let cents = 0n;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** Sums decimal strings exactly (two decimals), e.g. for totals shown beside server amounts. */
export const addMoney = sumMoney;

function wholeNumber(value: number | bigint, what: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new Error(`${what} must be a whole number`);
  return BigInt(value);
}

/** amount × quantity, exactly; the quantity is a whole number (pieces), never a fraction. */
export function multiplyMoney(amount: string, quantity: number | bigint): string {
  return fromCents(toCents(amount) * wholeNumber(quantity, 'quantity'));
}

/** numerator / denominator (denominator > 0) rounded to a whole number, halves away from zero. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/**
 * `rate` per cent of an amount, e.g. a 13 % tax: percentageOf("100.05", "13") = "13.01". The rate is a
 * percentage as a decimal string ("13", "6", "0.5", never "0.13" for 13 %); the result is rounded to the
 * cent, halves away from zero (half up on the magnitude, so a negative amount mirrors the positive one).
 */
export function percentageOf(amount: string, rate: string): string {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new Error(AMOUNT_INVALID);
  const fraction = match[3] ?? '';
  const rateUnits = BigInt(match[2] + fraction) * (match[1] ? -1n : 1n);
  const rateScale = 100n * 10n ** BigInt(fraction.length);
  return fromCents(divideHalfUp(toCents(amount) * rateUnits, rateScale));
}

/**
 * Splits `total` over lines so that the parts add up to it exactly: in proportion to `weights` (amounts
 * such as line subtotals, or whole numbers), or into `parts` equal shares when given a count. Cents left
 * over after rounding down go one each to the largest remainders (the earlier line on a tie). All-zero
 * weights split evenly. A negative total is split like its magnitude, every part negative.
 */
export function allocateMoney(
  total: string,
  weightsOrParts: readonly (string | number | bigint)[] | number,
): string[] {
  const weights =
    typeof weightsOrParts === 'number'
      ? Array.from({ length: Number(wholeNumber(weightsOrParts, 'parts')) }, () => 1n)
      : weightsOrParts.map((weight) =>
          typeof weight === 'string' ? toCents(weight) : wholeNumber(weight, 'weight'),
        );
  if (weights.length === 0) throw new Error('nothing to allocate over');
  if (weights.some((weight) => weight < 0n)) throw new Error('weights must not be negative');
  const sumOfWeights = weights.reduce((sum, weight) => sum + weight, 0n);
  const shares = sumOfWeights === 0n ? weights.map(() => 1n) : weights;
  const sumOfShares = sumOfWeights === 0n ? BigInt(weights.length) : sumOfWeights;

  const totalCents = toCents(total);
  const negative = totalCents < 0n;
  const cents = negative ? -totalCents : totalCents;
  const parts = shares.map((share) => (cents * share) / sumOfShares);
  const remainders = shares.map((share, index) => ({ index, remainder: (cents * share) % sumOfShares }));
  let left = cents - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] += 1n;
    left -= 1n;
  }
  return parts.map((part) => fromCents(negative ? -part : part));
}
