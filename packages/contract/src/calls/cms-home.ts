import { z } from 'zod';
import { defineCall, emptyInput } from '../define-call';
import { idSchema } from '../lists';
import { goodsCardSchema } from './ucc-goods';

export const getHomeContent = defineCall({
  name: 'cms_getHomeContent',
  audience: ['public'],
  summary:
    'The shopping home page: carousel slides, one goods floor per top category and one per commodity group ' +
    'shown as a home floor.',
  input: emptyInput,
  output: z.object({
    carousel: z.array(
      z.object({
        slideId: idSchema,
        title: z.string(),
        titleEn: z.string(),
        subtitle: z.string(),
        subtitleEn: z.string(),
        picture: z.string(),
        /** An in-app address such as '/list?keyword=…'. */
        link: z.string(),
      }),
    ),
    floors: z.array(
      z.object({
        categoryId: idSchema,
        /** The storefront category the floor's "more" link opens. */
        frontCategoryId: idSchema.nullable(),
        name: z.string(),
        nameEn: z.string(),
        goods: z.array(goodsCardSchema),
      }),
    ),
    /** Operators' commodity groups shown as home floors, their on-shelf goods in the group's order. */
    groupFloors: z.array(
      z.object({ groupId: idSchema, name: z.string(), nameEn: z.string(), goods: z.array(goodsCardSchema) }),
    ),
  }),
});
