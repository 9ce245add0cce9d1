/** A pasted line read as a goods code and a quantity (the server checks both). */
export interface PastedLine {
  code: string;
  num: number;
}

/** A pasted line that is not "code, separator, quantity": its line number (1-based) and text. */
export interface UnreadLine {
  lineNo: number;
  text: string;
}

// Between code and quantity: a tab (a row copied from Excel), spaces, or a comma (also the Chinese one).
const SEPARATOR = /\s*[\t,，]\s*|\s+/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Reads pasted or typed lines of "code<TAB, space or comma>quantity", one per line; blank lines are
 * skipped. A line with no quantity, a quantity that is not a number, or more than two parts is unread.
 */
export function parsePastedLines(text: string): { lines: PastedLine[]; unread: UnreadLine[] } {
  const lines: PastedLine[] = [];
  const unread: UnreadLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const parts = trimmed.split(SEPARATOR).filter((part) => part !== '');
    const [code, quantity] = parts;
    if (parts.length !== 2 || !code || !quantity || !NUMBER.test(quantity)) {
      unread.push({ lineNo: index + 1, text: trimmed });
      return;
    }
    lines.push({ code, num: Number(quantity) });
  });
  return { lines, unread };
}
