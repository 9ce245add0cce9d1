import { z } from 'zod';
import { defineCall, emptyInput } from '../define-call';
import { MESSAGE_KINDS } from '../dictionaries';
import { messageGlossary } from '../glossaries/messages';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';

// Site messages (SPEC §3 message, §7 "Messages: select, unread, text, mark read, mark all read, delete").
// Every logged-in user reads only their own; no menu entitlement is needed.

export const messageKindSchema = z.enum(MESSAGE_KINDS);

export const messageSchema = z.object({
  messageId: idSchema,
  /** Its title's prefix (dictionary MESSAGE_KIND). */
  kind: messageKindSchema,
  /** In the request's language. */
  title: z.string(),
  body: z.string(),
  /** The back-office address of the record the message is about, if any. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type SiteMessage = z.infer<typeof messageSchema>;

export const queryMessageList = defineCall({
  name: 'umc_queryMessageList',
  audience: ['user'],
  summary: "The caller's messages, newest first, filtered by read state and kind, paged.",
  input: listInput(
    defineFilters(messageGlossary, {
      /** 0 unread, 1 read. */
      readFlag: filter.choice([0, 1]),
      kind: filter.dict('MESSAGE_KIND'),
    }),
    ['createdAt'] as const,
  ),
  output: pageOf(messageSchema),
});

export const getUnreadMessageCount = defineCall({
  name: 'umc_getUnreadMessageCount',
  audience: ['user'],
  summary: "How many of the caller's messages are unread.",
  input: emptyInput,
  output: z.object({ count: z.number().int() }),
});

export const getMessage = defineCall({
  name: 'umc_getMessage',
  writes: true,
  touches: ['message'],
  audience: ['user'],
  summary: 'One of the caller’s messages; reading it marks it read.',
  input: z.object({ messageId: idSchema }).strict(),
  output: messageSchema,
});

const messageIds = z.array(idSchema).min(1, 'validation.required').max(200);

export const markMessagesRead = defineCall({
  name: 'umc_markMessagesRead',
  writes: true,
  touches: ['message'],
  audience: ['user'],
  summary:
    "Marks the caller's listed messages read, or all of them with `all: true`; an id that is not the caller's refuses the whole call.",
  input: z
    .object({ messageIds: messageIds.optional(), all: z.boolean().optional() })
    .strict()
    .refine((v) => v.all === true || (v.messageIds?.length ?? 0) > 0, {
      message: 'validation.required',
      path: ['messageIds'],
    }),
  output: z.object({ count: z.number().int() }),
});

export const deleteMessages = defineCall({
  name: 'umc_deleteMessages',
  writes: true,
  touches: ['message'],
  audience: ['user'],
  summary: "Deletes the caller's listed messages; an id that is not the caller's refuses the whole call.",
  input: z.object({ messageIds }).strict(),
  output: z.object({ count: z.number().int() }),
});
