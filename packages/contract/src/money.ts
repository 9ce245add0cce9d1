// Decimal money helpers: amounts travel as strings and are never floats.

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

/** Sums decimal strings exactly (two decimals), e.g. for totals shown beside server amounts. */
export function addMoney(...amounts: string[]): string {
  let cents = 0n;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

export function toCents(amount: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(AMOUNT_INVALID);
  const value = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -value : value;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
