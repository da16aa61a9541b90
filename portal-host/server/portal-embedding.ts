import type { Response } from 'express';
import type { ResponseFraming } from '../app/load-context';

/**
 * What a portal document's root loader tells the HTTP response about framing (ADR 027), through
 * the load context: the portal's CSP `frame-ancestors` sources, which the security headers (and
 * the rendered-page cache, storing them) read from `res.locals` as the headers are written.
 */
export function responseFraming(res: Response): ResponseFraming {
  return {
    allowFramingBy(sources) {
      res.locals.frameAncestors = [...sources];
    },
  };
}

/** The `frame-ancestors` sources chosen for this response, if a root loader chose any. */
export function frameAncestorsOf(res: Response): string[] | undefined {
  const sources: unknown = res.locals.frameAncestors;
  return Array.isArray(sources) ? (sources as string[]) : undefined;
}
