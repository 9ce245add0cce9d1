// Reads a tsvector as PostgreSQL prints it ('lexeme':1A,2B 'other' …) into each lexeme and its relevance
// weight in the document, for the in-process search index (search-index.ts).

/** ts_rank's default weights of D, C, B, A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0];
const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** ts_rank's normalisation of a lexeme's positions: the limit of sum(1/i²), π²/6. */
const PI2_6 = 1.64493406685;
/** A lexeme's score (at most ~0.93) is kept as a byte: 255 steps. */
export const SCORE_SCALE = 255;

/**
 * What ts_rank gives one lexeme of a document (its `calc_rank_or` term): the positions' weights in order,
 * each divided by the square of its rank, with the heaviest one counted whole. A lexeme without positions
 * counts as one D position, as in PostgreSQL.
 */
export function lexemeScore(weights: readonly number[]): number {
  if (weights.length === 0) return WEIGHTS[0] / PI2_6;
  let sum = 0;
  let heaviest = -1;
  let at = 0;
  weights.forEach((weight, j) => {
    const w = WEIGHTS[weight];
    sum += w / ((j + 1) * (j + 1));
    if (w > heaviest) {
      heaviest = w;
      at = j;
    }
  });
  return (heaviest + sum - heaviest / ((at + 1) * (at + 1))) / PI2_6;
}

/** The score as the byte the index keeps. */
export const scoreByte = (score: number): number => Math.min(SCORE_SCALE, Math.round(score * SCORE_SCALE));

/**
 * Calls `each(lexeme, scoreByte)` for every lexeme of a tsvector's text. Lexemes are quoted, with quotes
 * doubled and backslashes escaped; positions follow a colon, each with an optional weight letter (D when
 * none).
 */
export function readTsvector(text: string, each: (lexeme: string, score: number) => void): void {
  let i = 0;
  const n = text.length;
  const weights: number[] = [];
  while (i < n) {
    while (i < n && text[i] === ' ') i += 1;
    if (i >= n) break;
    if (text[i] !== "'") throw new Error(`tsvector text: a lexeme must be quoted at ${i}`);
    i += 1;
    let lexeme = '';
    let start = i;
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Error('tsvector text: an unclosed quote');
      if (c === '\\') {
        lexeme += text.slice(start, i) + text[i + 1];
        i += 2;
        start = i;
      } else if (c === "'" && text[i + 1] === "'") {
        lexeme += `${text.slice(start, i)}'`;
        i += 2;
        start = i;
      } else if (c === "'") {
        lexeme += text.slice(start, i);
        i += 1;
        break;
      } else i += 1;
    }
    weights.length = 0;
    if (text[i] === ':') {
      i += 1;
      while (i < n && text[i] !== ' ') {
        while (i < n && text[i] >= '0' && text[i] <= '9') i += 1;
        const letter = text[i];
        if (letter !== undefined && letter in WEIGHT_OF) {
          weights.push(WEIGHT_OF[letter]);
          i += 1;
        } else weights.push(0);
        if (text[i] === ',') i += 1;
      }
    }
    each(lexeme, scoreByte(lexemeScore(weights)));
  }
}
