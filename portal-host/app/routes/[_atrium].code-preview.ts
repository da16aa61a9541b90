import { codePreviewFrame } from '../portal/code-frame.server';
import { portalLoader } from '../lib/route-builders.server';

/** GET /_atrium/code-preview: the frame the builder's preview runs a draft code block in (ADR 021). */
export const loader = portalLoader(({ runtime }) => codePreviewFrame(runtime));
