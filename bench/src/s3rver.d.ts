// s3rver ships no types; this covers the part the tests and the soak benchmark use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
  }
  type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
