import { ExceptionPage } from './ExceptionPage';

export default function ServerError() {
  return <ExceptionPage status={500} />;
}
