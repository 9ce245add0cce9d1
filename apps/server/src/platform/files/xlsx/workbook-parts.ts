import { posix } from 'node:path';
import { SheetRefusal } from '../sheet-refusal';
import { parseXmlPart } from './xml-part';
import type { ZipParts } from './zip-parts';

interface Relationship {
  type: string;
  /** The part's name inside the zip, without a leading slash. */
  part: string;
}

/** A rels part: relationship id → type and the target part, resolved against the folder of `owner`. */
async function relationships(zip: ZipParts, owner: string): Promise<Map<string, Relationship>> {
  const dir = posix.dirname(owner);
  const name = posix.join(dir, '_rels', `${posix.basename(owner)}.rels`);
  const found = new Map<string, Relationship>();
  if (!zip.has(name)) return found;
  await parseXmlPart(zip, name, {
    open(tag, attributes) {
      if (tag !== 'Relationship' || !attributes.Id || !attributes.Target) return;
      const target = attributes.Target;
      const part = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(dir, target));
      found.set(attributes.Id, { type: attributes.Type ?? '', part });
    },
  });
  return found;
}

const ofType = (rels: Map<string, Relationship>, type: string) =>
  [...rels.values()].find((rel) => rel.type.endsWith(`/${type}`))?.part;

/** The shared strings table: each `si` item's text, without phonetic runs. */
async function sharedStrings(zip: ZipParts, part: string): Promise<string[]> {
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let phonetic = 0;
  await parseXmlPart(zip, part, {
    open(tag) {
      if (tag === 'si') text = '';
      else if (tag === 't') inText = true;
      else if (tag === 'rPh') phonetic++;
    },
    text(chunk) {
      if (inText && phonetic === 0) text += chunk;
    },
    close(tag) {
      if (tag === 't') inText = false;
      else if (tag === 'rPh') phonetic--;
      else if (tag === 'si') strings.push(text);
    },
  });
  return strings;
}

/** The first sheet of the workbook (in the workbook's order) and the shared strings its cells refer to. */
export async function firstSheet(zip: ZipParts): Promise<{ part: string; strings: string[] }> {
  const workbook = ofType(await relationships(zip, ''), 'officeDocument') ?? 'xl/workbook.xml';
  const rels = await relationships(zip, workbook);
  let firstId: string | undefined;
  await parseXmlPart(zip, workbook, {
    open(tag, attributes) {
      if (tag === 'sheet' && firstId === undefined) firstId = attributes.id;
    },
  });
  const part = firstId === undefined ? undefined : rels.get(firstId)?.part;
  if (!part) throw new SheetRefusal('import.unreadable');
  const shared = ofType(rels, 'sharedStrings');
  return { part, strings: shared && zip.has(shared) ? await sharedStrings(zip, shared) : [] };
}
