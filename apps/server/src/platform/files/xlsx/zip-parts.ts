import { createInflateRaw } from 'node:zlib';
import { SheetRefusal } from '../sheet-refusal';

/** What may be unpacked from one uploaded workbook (SHEET_READ_LIMITS in the contract's file-limits.ts). */
export interface UnpackLimits {
  /** Total bytes unpacked from all the parts read. */
  unpackedBytes: number;
  /** Largest unpacked / packed ratio of a part larger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

interface Entry {
  method: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

function endOfCentralDirectory(bytes: Buffer): number {
  const last = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= last; at--) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  throw new SheetRefusal('import.unreadable');
}

/** The central directory: each part's name (lower case, as OPC part names are), method and sizes. */
function readEntries(bytes: Buffer): Map<string, Entry> {
  const eocd = endOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries = new Map<string, Entry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL)
      throw new SheetRefusal('import.unreadable');
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      packedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    // Encrypted parts and ZIP64 (never needed below the upload size) are not read.
    if (flags & 1 || entry.size === ZIP64 || entry.packedSize === ZIP64) {
      throw new SheetRefusal('import.unreadable');
    }
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength).toLowerCase();
    entries.set(name, entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The parts of an xlsx (a zip), each unpacked as a stream within the limits: a part's declared size must fit
 * what is left of the budget and, above the floor, its declared ratio; while it inflates, the bytes are
 * counted and the part is refused the moment it grows past its declared size (a declared size can lie), so
 * nothing beyond what was checked is ever unpacked. Inflating follows the reader: a refused part stops.
 */
export function openZip(bytes: Buffer, limits: UnpackLimits) {
  const entries = readEntries(bytes);
  let unpacked = 0;
  return {
    has: (name: string) => entries.has(name.toLowerCase()),
    /** Bytes unpacked so far, over all parts. */
    unpackedBytes: () => unpacked,
    async *read(name: string): AsyncGenerator<Buffer> {
      const entry = entries.get(name.toLowerCase());
      if (!entry || (entry.method !== 0 && entry.method !== 8)) throw new SheetRefusal('import.unreadable');
      const tooBig =
        entry.size > limits.unpackedBytes - unpacked ||
        (entry.size > limits.ratioFloorBytes && entry.size > entry.packedSize * limits.maxRatio);
      if (tooBig) throw new SheetRefusal('import.tooLarge');
      const at = entry.localOffset;
      if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL)
        throw new SheetRefusal('import.unreadable');
      const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
      if (start + entry.packedSize > bytes.length) throw new SheetRefusal('import.unreadable');
      const packed = bytes.subarray(start, start + entry.packedSize);
      const source = entry.method === 0 ? [packed] : createInflateRaw().end(packed);
      let size = 0;
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          size += chunk.length;
          unpacked += chunk.length;
          if (size > entry.size) throw new SheetRefusal('import.tooLarge');
          yield chunk;
        }
      } catch (error) {
        if (error instanceof SheetRefusal) throw error;
        throw new SheetRefusal('import.unreadable');
      }
    },
  };
}

export type ZipParts = ReturnType<typeof openZip>;
