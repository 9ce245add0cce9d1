import { createHash } from 'node:crypto';
import { ErrorCode, errorEnvelope, formatMessage, MAX_SPU_PICTURES, pickLocale } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { slidePictureSvg } from '../../content';
import { productPictureSvg } from '../seed/generator';
import type { TopCategoryKey } from '../seed/generator/types';
import { categories, spus } from '../tables';
import { PICTURE_VIEWS } from './goods-card';
import { isUploadedPictureKey, readUploadedPicture } from './uploaded-pictures';

// GET /api/ucc/pictures/<key>[?view=n]: the pictures suppliers uploaded for listed goods
// (uploaded-pictures.ts), and the generated pictures (SVG) of the catalogue and the carousel, drawn on
// request from what the database says about the key; browsers keep them a day.

const CATALOG_KEY = /^catalog\/[a-z]+\/([1-9]\d{0,15})\.svg$/;
/** Each further gallery view turns the colour wheel a little further. */
const VIEW_HUE_STEP = 47;

async function catalogPicture(db: Db, key: string, view: number): Promise<string | null> {
  const match = CATALOG_KEY.exec(key);
  if (!match) return null;
  const [spu] = await db
    .select({
      name: spus.spuName,
      hue: spus.pictureHue,
      categoryName: categories.name,
      topKey: categories.topKey,
    })
    .from(spus)
    .innerJoin(categories, eq(categories.id, spus.categoryId))
    .where(and(eq(spus.id, Number(match[1])), eq(spus.pictureKey, key)));
  if (!spu) return null;
  return productPictureSvg({
    name: spu.name,
    categoryName: spu.categoryName,
    hue: spu.hue + (view - 1) * VIEW_HUE_STEP,
    pictogram: (spu.topKey ?? undefined) as TopCategoryKey | undefined,
  });
}

/** A gallery view: 1 to the most pictures an SPU may have (generated pictures have PICTURE_VIEWS of them). */
function parseView(text: unknown): number | null {
  if (text === undefined) return 1;
  if (typeof text !== 'string' || !/^[1-9]\d?$/.test(text)) return null;
  const view = Number(text);
  return view <= MAX_SPU_PICTURES ? view : null;
}

export function registerPictureRoute(app: FastifyInstance): void {
  app.get('/api/ucc/pictures/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const view = parseView((request.query as Record<string, unknown>).view);
    if (view !== null && isUploadedPictureKey(key)) {
      const file = await readUploadedPicture(app.db, app.storage, key, view);
      if (file) {
        reply
          .header('cache-control', 'public, max-age=86400')
          .header('etag', file.etag)
          .header('x-content-type-options', 'nosniff');
        if (request.headers['if-none-match'] === file.etag) {
          file.stream.destroy();
          return reply.status(304).send();
        }
        return reply.type(file.contentType).send(file.stream);
      }
    }
    const svg =
      view === null || view > PICTURE_VIEWS
        ? null
        : key.startsWith('home/')
          ? slidePictureSvg(key)
          : await catalogPicture(app.db, key, view);
    if (svg === null) {
      const locale = pickLocale(request.headers['accept-language']);
      const path = request.url.split('?')[0];
      return reply
        .status(404)
        .send(errorEnvelope(ErrorCode.notFound, formatMessage('goods.pictureNotFound', locale, { path })));
    }
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
