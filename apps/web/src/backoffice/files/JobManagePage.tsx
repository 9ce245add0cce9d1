import { ResourceList } from '../../resources/ResourceList';
import { jobList, jobRowActions } from './job-resource';

/** Background jobs (operators): status, attempts and last error of every job; dead ones can be retried. */
export default function JobManagePage() {
  return <ResourceList descriptor={jobList} rowActions={jobRowActions} />;
}
