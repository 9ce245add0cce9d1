import { SaxesParser } from 'saxes';
import { SheetRefusal } from '../sheet-refusal';
import type { ZipParts } from './zip-parts';

export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** A tag's or attribute's local name: SpreadsheetML may be written with a prefix (`x:row`, `r:id`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one part of the workbook through an XML parser as it unpacks (no DTD entities are expanded).
 * A handler throws a SheetRefusal to stop reading there; broken XML or text is unreadable.
 */
export async function parseXmlPart(zip: ZipParts, name: string, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  const { open, text, close } = handlers;
  if (open) {
    parser.on('opentag', (tag) => {
      const attributes: Record<string, string> = {};
      for (const [key, value] of Object.entries(tag.attributes)) attributes[local(key)] = String(value);
      open(local(tag.name), attributes);
    });
  }
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (tag) => close(local(tag.name)));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of zip.read(name)) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof SheetRefusal) throw error;
    throw new SheetRefusal('import.unreadable');
  }
}
