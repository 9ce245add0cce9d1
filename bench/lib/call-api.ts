import {
  type CallDef,
  type CallInput,
  type CallOutput,
  type Envelope,
  isSuccess,
} from '@procuremart/contract';
import { signedHeaders } from './signed-headers';

/** One signed call outside the load, e.g. to log in before a scenario; throws unless the envelope is a success. */
export async function callApi<C extends CallDef>(
  baseUrl: string,
  call: C,
  input: CallInput<C>,
  token = '',
): Promise<CallOutput<C>> {
  const body = JSON.stringify(input);
  const response = await fetch(baseUrl + call.path, {
    method: 'POST',
    headers: signedHeaders(body, token, 'bench'),
    body,
  });
  const envelope = (await response.json()) as Envelope<CallOutput<C>>;
  if (!isSuccess(envelope)) {
    throw new Error(`${call.name} failed: ${envelope.code} ${envelope.respDesc}`);
  }
  return envelope.data as CallOutput<C>;
}
