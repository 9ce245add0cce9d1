import { defineFileKinds } from '../../file-kinds';
import { bilingual } from '../../texts';

export const contentFiles = defineFileKinds({
  exports: { contentArticle: bilingual('文章列表', 'Articles') },
});
