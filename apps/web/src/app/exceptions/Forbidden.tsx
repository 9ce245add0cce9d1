import { ExceptionPage } from './ExceptionPage';

export default function Forbidden() {
  return <ExceptionPage status={403} />;
}
