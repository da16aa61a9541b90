import type { SignupPortal } from '@atrium/integrations';
import { RichText } from '@atrium/sections';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AccountContext } from './account-context.server';

/**
 * The portal as sign-up and account activation (integrations/src/accounts) need it. The welcome
 * email's rich body is rendered with the portal's own rich-text component (never builder HTML).
 */
export function signupPortal(ctx: AccountContext): SignupPortal {
  return {
    siteId: ctx.siteId,
    appConfig: ctx.appConfig,
    siteName: ctx.snapshot.site.name,
    origin: ctx.origin,
    renderRichText: (value) => renderToStaticMarkup(createElement(RichText, { value })),
  };
}
