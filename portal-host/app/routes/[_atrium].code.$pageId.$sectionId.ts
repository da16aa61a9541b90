import { publishedCodeFrame } from '../portal/code-frame.server';
import { portalLoader } from '../lib/route-builders.server';

/** GET /_atrium/code/{pageId}/{sectionId}: a published code block's frame document (ADR 021). */
export const loader = portalLoader(publishedCodeFrame);
