import { ResourceList } from '../../resources/ResourceList';
import { downloadList } from './download-resource';

/** My downloads (SPEC §2): the user's exports and import results with their status and files. */
export default function MyDownloadsPage() {
  return <ResourceList descriptor={downloadList} />;
}
