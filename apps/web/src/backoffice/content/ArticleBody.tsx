import './content.css';

/**
 * An article body: HTML the server sanitised before storing it (scripts, event handlers, styles and foreign
 * schemes removed), shown as it was written.
 */
export function ArticleBody({ html, testId }: { html: string; testId?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitised on the server (sanitize.ts)
  return <div className="pm-article-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
