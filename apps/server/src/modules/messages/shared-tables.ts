// The messages domain's tables that other domains may join and read, never write: writes go through the
// functions of its entry (index.ts). Kept apart from index.ts so that reading a table loads no use-case (and
// makes no import cycle between domains).
/** Joined or read by: orders, seeds. */
export { messageInbox, siteMessages } from './tables';
