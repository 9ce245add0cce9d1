// autocannon ships no type declarations: this is the part of its programmatic API the harness uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  export interface Request extends RequestParams {
    /** Rewrites each request before it is sent; a falsy result restarts the request list. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    title?: string;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
