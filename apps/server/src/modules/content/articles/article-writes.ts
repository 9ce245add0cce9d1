import {
  ArticleStatus,
  type ContentArticleRow,
  contentArticleMachine,
  ErrorCode,
  type saveContentArticle,
} from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError, staleVersionError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { recordCreation } from '../../../platform/steps/record-creation';
import { takeSteps } from '../../../platform/steps/take-steps';
import { attachFile } from '../../files';
import { articleNotFound, articleSteps, isEnabled } from './article-machine';
import { loadArticleRow } from './article-record';
import { plainTextOf, sanitizeRichText } from './sanitize';
import { contentArticles, contentColumns } from './tables';

type SaveInput = ParsedInput<typeof saveContentArticle>;

/** The states in which an article may be edited: never while it is under review or on the storefront. */
const EDITABLE: readonly number[] = [ArticleStatus.draft, ArticleStatus.refused, ArticleStatus.withdrawn];

async function throwIfColumnClosed(tx: Tx, columnId: number): Promise<void> {
  const [column] = await tx.select().from(contentColumns).where(eq(contentColumns.id, columnId));
  if (!column) throw fieldError('content.columnNotFound', 'columnId');
  if (!isEnabled(column)) throw fieldError('content.columnDisabled', 'columnId');
}

/** The stored fields of the input: bodies sanitised, with their plain text for search and summaries. */
function storedFields(input: SaveInput, at: Date) {
  const content = sanitizeRichText(input.content);
  const contentEn = sanitizeRichText(input.contentEn);
  const plainText = plainTextOf(content);
  if (plainText === '' && !/<img\b/i.test(content)) throw fieldError('content.contentRequired', 'content');
  return {
    columnId: parseId(input.columnId),
    title: input.title,
    titleEn: input.titleEn,
    content,
    contentEn,
    plainText,
    plainTextEn: plainTextOf(contentEn),
    publishFrom: input.publishFrom === null ? at : new Date(input.publishFrom),
    publishTo: input.publishTo === null ? null : new Date(input.publishTo),
    pinned: input.pinned,
  };
}

const attachCover = (tx: Tx, actor: Actor, fileId: string, articleId: number) =>
  attachFile(tx, actor, fileId, {
    recordType: 'contentArticle',
    recordId: articleId,
    group: 'image',
    field: 'coverFileId',
  });

/** Creates a draft, or edits one (or a refused or withdrawn article) at the version read. */
export async function saveArticle(tx: Tx, actor: Actor, input: SaveInput): Promise<ContentArticleRow> {
  const at = now();
  const fields = storedFields(input, at);
  await throwIfColumnClosed(tx, fields.columnId);
  let articleId: number;
  if (!input.articleId) {
    const [created] = await tx
      .insert(contentArticles)
      .values({
        ...fields,
        status: ArticleStatus.draft,
        createdBy: actor.userId,
        createdAt: at,
        updatedAt: at,
        updatedBy: actor.userId,
      })
      .returning({ id: contentArticles.id });
    articleId = created.id;
    await recordCreation(tx, contentArticleMachine, {
      targetId: articleId,
      status: ArticleStatus.draft,
      actor,
      at,
    });
  } else {
    articleId = parseId(input.articleId);
    const [current] = await tx
      .select({ status: contentArticles.status, version: contentArticles.version })
      .from(contentArticles)
      .where(eq(contentArticles.id, articleId))
      .for('update');
    if (!current) throw articleNotFound();
    if (!EDITABLE.includes(current.status))
      throw new BusinessError(ErrorCode.business, 'content.articleNotEditable');
    if (input.version !== undefined && input.version !== current.version) throw staleVersionError();
    await tx
      .update(contentArticles)
      .set({
        ...fields,
        version: sql`${contentArticles.version} + 1`,
        updatedAt: at,
        updatedBy: actor.userId,
      })
      .where(and(eq(contentArticles.id, articleId)));
  }
  const cover =
    input.coverFileId === null ? null : await attachCover(tx, actor, input.coverFileId, articleId);
  await tx.update(contentArticles).set({ coverFileId: cover }).where(eq(contentArticles.id, articleId));
  return loadArticleRow(tx, actor, articleId, at);
}

type ArticleEvent = (typeof contentArticleMachine.transitions)[number]['event'];

/** One machine step on each named article, all or nothing. */
export async function takeArticleStep(
  tx: Tx,
  actor: Actor,
  input: { articleIds: string[]; reason?: string },
  event: ArticleEvent,
): Promise<{ articleIds: string[]; status: number }> {
  const ids = input.articleIds.map(parseId);
  const steps = await takeSteps(tx, articleSteps, { ids, event, actor, remark: input.reason });
  return { articleIds: steps.map((s) => idText(s.row.id)), status: steps.at(-1)?.to ?? 0 };
}
