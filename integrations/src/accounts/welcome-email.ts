import { escapeHtml, richTextToPlain, type TAppConfig, type TRichText } from '@atrium/core';
import type { Runtime } from '../runtime';

/**
 * The welcome email after sign-up (spec doc 3 §3 emails.welcome: subject and rich body, edited
 * in the builder's Users settings). The HTML part renders the rich body with the portal's own
 * rich-text component (never builder HTML), passed in as `renderRichText` because integrations
 * renders no React; the text part is its plain text. A failure to send is logged and never
 * blocks the sign-up.
 */
export async function sendWelcomeEmail(
  runtime: Runtime,
  params: {
    appConfig: TAppConfig;
    siteName: string;
    to: string;
    portalUrl: string;
    renderRichText: (value: TRichText) => string;
  },
): Promise<void> {
  const { welcome } = params.appConfig.emails;
  const accountUrl = `${params.portalUrl}/account`;
  const fallback = `Welcome to ${params.siteName}! Your account is ready.`;
  const body = welcome.body ? richTextToPlain(welcome.body) : fallback;
  const bodyHtml = welcome.body ? params.renderRichText(welcome.body) : `<p>${escapeHtml(fallback)}</p>`;
  try {
    await runtime.mailer.send({
      to: params.to,
      subject: welcome.subject,
      kind: 'end-user-welcome',
      text: `${body}\n\n${accountUrl}`,
      html: `${bodyHtml}<p><a href="${escapeHtml(accountUrl)}">${escapeHtml(accountUrl)}</a></p>`,
    });
  } catch (error) {
    console.error('Portal host: the welcome email could not be sent.', error);
  }
}
