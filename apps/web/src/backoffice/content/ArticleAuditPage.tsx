import { AuditPage } from '../../resources/AuditPage';
import { articleAudit } from './article-resource';

/** Content review (operators): see articleAudit. */
export default function ArticleAuditPage() {
  return <AuditPage audit={articleAudit} />;
}
