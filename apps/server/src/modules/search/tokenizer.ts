import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { DOMAIN_DICTIONARY } from './domain-words';

// Chinese has no spaces, so documents and queries are cut into words by jieba (HMM off: only dictionary
// words and single characters, the same on both sides). Latin and number runs (M6, wd-40, 3m, a4) are
// lowercased and kept whole, with their parts, so either form of a model matches.

let jieba: Jieba | null = null;
function cutter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(DOMAIN_DICTIONARY));
  }
  return jieba;
}

/** Longest lexeme kept; longer runs (nobody types them) are cut to this length. */
const MAX_LEXEME = 60;
const MAX_QUERY_LEXEMES = 12;

const RUN =
  /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}])+(?:['&+\-./_](?:(?!\p{Script=Han})[\p{L}\p{N}])+)*)/gu;
const CONNECTOR = /['&+\-./_]/;
const LETTERS_OR_NUMBER = /\d+(?:\.\d+)*|\p{L}+/gu;

interface Run {
  han: boolean;
  text: string;
}

/** Full-width forms folded (Ａ４ → a4, （ → (), lower case. */
export const normalizeText = (text: string) => text.normalize('NFKC').toLowerCase();

function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const match of normalizeText(text).matchAll(RUN)) {
    if (match[1]) runs.push({ han: true, text: match[1] });
    else if (match[2]) runs.push({ han: false, text: match[2].slice(0, MAX_LEXEME) });
  }
  return runs;
}

const LATIN_WORD = /^\p{Script=Latin}{4,}$/u;

/**
 * An English word in the singular (drills → drill, batteries → battery, wrenches → wrench, glasses → glass),
 * so that a buyer finds "Drills" by typing "drill" and the other way round. Queries use it alone; documents
 * hold it beside the word as written. Crude on purpose: both sides fold alike, so an odd stem still matches.
 */
export function singular(word: string): string {
  if (!LATIN_WORD.test(word) || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * A Latin run as a document holds it: whole, its parts, the parts joined, letters and numbers apart, and
 * English words also in the singular.
 */
function latinForms(run: string): string[] {
  const forms = [run];
  const parts = run.split(CONNECTOR).filter((part) => part.length > 0);
  if (parts.length > 1) forms.push(...parts, parts.join(''));
  for (const part of parts) {
    const pieces = part.match(LETTERS_OR_NUMBER) ?? [];
    if (pieces.length > 1) forms.push(...pieces);
  }
  if (/\d\.\d/.test(run)) forms.push(...(run.match(LETTERS_OR_NUMBER) ?? []));
  for (const form of [...forms]) {
    const one = singular(form);
    if (one !== form) forms.push(one);
  }
  return forms;
}

export interface DocumentToken {
  token: string;
  /**
   * A word of the text or its head: Chinese compounds end in what they are (自攻螺丝 is a 螺丝, 螺丝刀 is
   * not), so the last part of a word counts as the word, while other parts (螺丝 in 螺丝刀) rank lower.
   */
  whole: boolean;
}

function hanTokens(run: string, full: boolean): DocumentToken[] {
  const precise = cutter().cut(run, false);
  const words = new Set(precise);
  const heads = new Set<string>();
  for (const word of precise) {
    for (const part of cutter().cutAll(word)) if (word.endsWith(part)) heads.add(part);
  }
  const parts = full ? cutter().cutAll(run) : cutter().cutForSearch(run, false);
  return [
    ...precise.map((token) => ({ token, whole: true })),
    ...parts.filter((token) => !words.has(token)).map((token) => ({ token, whole: heads.has(token) })),
  ];
}

/**
 * Every token a document is found by: its words, then all dictionary words and single characters inside
 * them (full), or only their dictionary parts (for categories and attributes, to keep documents small);
 * Latin runs whole, then their parts.
 */
export function documentTokens(text: string, full = true): DocumentToken[] {
  const tokens: DocumentToken[] = [];
  for (const run of runsOf(text)) {
    if (run.han) tokens.push(...hanTokens(run.text, full));
    else tokens.push(...latinForms(run.text).map((token, index) => ({ token, whole: index === 0 })));
  }
  return tokens;
}

/**
 * A keyword's lexemes, all of which a document must hold: the precise cut of Han runs, Latin runs whole
 * (English words in the singular).
 */
export function queryLexemes(keyword: string): string[] {
  const lexemes: string[] = [];
  for (const run of runsOf(keyword)) {
    if (run.han) lexemes.push(...cutter().cut(run.text, false));
    else lexemes.push(singular(run.text));
  }
  return [...new Set(lexemes)].slice(0, MAX_QUERY_LEXEMES);
}

/** Words worth suggesting from a product name: dictionary words of two or more characters. */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  for (const run of runsOf(name)) {
    if (!run.han) continue;
    for (const word of cutter().cut(run.text, false)) if (word.length >= 2) words.push(word);
  }
  return words;
}

const ENGLISH_WORD = /^\p{Script=Latin}{3,}$/u;
/** Packing and spec words of English names, not worth suggesting. */
const NOT_SUGGESTED = new Set(
  'pcs box pad case pack packs roll rolls sets set sheets pages approx with only and grade the'.split(' '),
);

/** English words worth suggesting from an English product name: words of letters only, as written. */
export function englishNameWords(name: string): string[] {
  return name
    .split(/\s+/)
    .filter((word) => ENGLISH_WORD.test(word) && !NOT_SUGGESTED.has(word.toLowerCase()));
}

/** A lexeme as tsvector/tsquery input reads it: quoted, quotes doubled, backslashes escaped. */
export const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** tsquery text matching documents that hold every lexeme; passed as a bind parameter, never spliced. */
export const tsqueryText = (lexemes: string[]) => lexemes.map(quoteLexeme).join(' & ');

export type Weight = 'A' | 'B' | 'C' | 'D';
export interface WeightedText {
  weight: Weight;
  /** Weight of the parts of longer words (螺丝 in 螺丝刀), so a whole-word match ranks first. */
  partWeight?: Weight;
  texts: string[];
  /** Words only, without every single character (see documentTokens). */
  wordsOnly?: boolean;
  /** Each text as one lexeme (an item code), normalized like a query's Latin run. */
  wholeOnly?: boolean;
}

const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 8;

/** tsvector text of a document: each token with its positions and the weight of the field it came from. */
export function tsvectorText(fields: WeightedText[]): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const field of fields) {
    for (const text of field.texts) {
      const tokens = field.wholeOnly
        ? queryLexemes(text).map((token) => ({ token, whole: true }))
        : documentTokens(text, !field.wordsOnly);
      for (const { token, whole } of tokens) {
        position = Math.min(position + 1, MAX_POSITION);
        const entry = `${position}${whole ? field.weight : (field.partWeight ?? field.weight)}`;
        const list = positions.get(token);
        if (!list) positions.set(token, [entry]);
        else if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(entry);
      }
      position = Math.min(position + 1, MAX_POSITION);
    }
  }
  const parts: string[] = [];
  for (const [token, list] of positions) parts.push(`${quoteLexeme(token)}:${list.join(',')}`);
  return parts.join(' ');
}
