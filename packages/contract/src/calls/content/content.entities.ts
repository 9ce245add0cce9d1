/** The kinds of record content's writes touch: its columns and its articles. */
export const contentEntities = ['contentColumn', 'contentArticle'] as const;
