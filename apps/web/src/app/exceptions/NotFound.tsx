import { ExceptionPage } from './ExceptionPage';

export default function NotFound() {
  return <ExceptionPage status={404} />;
}
