/** Why an uploaded sheet is refused (message keys of the contract's cfc-files.ts). */
export type SheetRefusalReason =
  | 'import.unreadable'
  | 'import.badTemplate'
  | 'import.badCsvTemplate'
  | 'import.badEncoding'
  | 'import.emptyFile'
  | 'import.tooManyRows'
  | 'import.tooLarge';

/** Thrown while reading a sheet: the read stops there and answers this reason. */
export class SheetRefusal extends Error {
  constructor(readonly reason: SheetRefusalReason) {
    super(reason);
    this.name = 'SheetRefusal';
  }
}
