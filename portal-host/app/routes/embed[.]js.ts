import { embedScriptResponse } from '../embed/embed-script.server';
import { portalLoader } from '../lib/route-builders.server';

/** The embed widget's script (ADR 027), the same on every portal host name. */
export const loader = portalLoader(({ request }) => embedScriptResponse(request));
