// Limits of the file services (SPEC §5, §9), named once for server and web. The row limits are the defaults
// of operator-editable parameters (params.ts 'common.maxExportRows', 'common.maxImportRows'); the server
// reads them through the parameter store, never these constants.

/** SPEC §9 "max export count": default of the rows one export file holds. */
export const MAX_EXPORT_ROWS = 50_000;
/** Default of the rows one import file may hold. */
export const MAX_IMPORT_ROWS = 5_000;
/**
 * SPEC §9 "import count 30, import time 500": how the web waits for an import it started — it asks for the
 * result 30 times, 500 ms apart, then leaves the task to My downloads. These are the page's timing (like the
 * 1 s click guard beside them), not limits of the import itself, so they are not operator parameters.
 */
export const IMPORT_POLL_COUNT = 30;
export const IMPORT_POLL_INTERVAL_MS = 500;
/** Days an export or import result file can be downloaded; the daily clean-up removes it after. */
export const FILE_TASK_KEEP_DAYS = 7;
/** Largest upload per file group, in bytes. */
export const MAX_UPLOAD_BYTES = {
  image: 5 * 1024 * 1024,
  document: 20 * 1024 * 1024,
  spreadsheet: 10 * 1024 * 1024,
};

/** SPEC §5 documents and spreadsheets (attachments take both). */
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.rtf', '.odt'] as const;
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv', '.ods'] as const;
/** Spreadsheets an import reads; the others of SPREADSHEET_EXTENSIONS can be attached but not imported. */
export const IMPORTABLE_EXTENSIONS = ['.xlsx', '.csv'] as const;
/** SPEC §5 "picture upload: .png, .jpg, .jpeg". */
const PICTURE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

/**
 * Upload groups: `image` a picture, `document` an attachment (documents, spreadsheets and pictures, e.g.
 * authorisation letters), `spreadsheet` a sheet to import.
 */
export const FILE_GROUPS = {
  image: PICTURE_EXTENSIONS,
  document: [...DOCUMENT_EXTENSIONS, ...SPREADSHEET_EXTENSIONS, ...PICTURE_EXTENSIONS],
  spreadsheet: IMPORTABLE_EXTENSIONS,
} as const;

/** A spreadsheet format that may be attached but that imports do not read (the upload says so). */
export const isAttachOnlySpreadsheet = (extension: string): boolean =>
  (SPREADSHEET_EXTENSIONS as readonly string[]).includes(extension) &&
  !(IMPORTABLE_EXTENSIONS as readonly string[]).includes(extension);
export type FileGroup = keyof typeof FILE_GROUPS;
export const FILE_GROUP_NAMES = Object.keys(FILE_GROUPS) as FileGroup[];

/** SPEC §5: attachments previewed in the browser (PDF in a new tab, images in a modal). */
export const PREVIEWABLE_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg'] as const;
/** SPEC §9: the preview modal's width and the largest shown image width, in px. */
export const PREVIEW_MODAL_WIDTH = 600;
export const PREVIEW_IMAGE_MAX_WIDTH = 552;

/**
 * Reading an uploaded spreadsheet (every import, the cart import and quick order), xlsx or CSV: reading stops
 * at the row limit; an xlsx streams out of its zip, the parts read may unpack to at most `unpackedBytes` in all, and a part
 * above `ratioFloorBytes` to at most `maxRatio` times its packed size (the declared sizes are checked first,
 * the bytes actually unpacked are counted too). The read runs in a worker thread of its own, killed past
 * `workerMemoryMb` of heap or `timeoutMs`; one user reads one file at a time, a server process `perProcess`.
 */
export const SHEET_READ_LIMITS = {
  unpackedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  workerMemoryMb: 512,
  timeoutMs: 30_000,
  perUser: 1,
  perProcess: 2,
};
export type SheetReadLimits = typeof SHEET_READ_LIMITS;
