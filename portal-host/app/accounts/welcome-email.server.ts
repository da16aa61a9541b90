import { richTextToPlain, type TAppConfig, escapeHtml } from '@atrium/core';
import type { Runtime } from '@atrium/integrations';

/**
 * The welcome email after sign-up (spec doc 3 §3 emails.welcome: subject and rich body, edited
 * in the builder). A failure to send is logged and never blocks the sign-up.
 */
export async function sendWelcomeEmail(
  runtime: Runtime,
  params: { appConfig: TAppConfig; siteName: string; to: string; portalUrl: string },
): Promise<void> {
  const { welcome } = params.appConfig.emails;
  const body = welcome.body ? richTextToPlain(welcome.body) : `Welcome to ${params.siteName}! Your account is ready.`;
  const text = `${body}\n\n${params.portalUrl}/account`;
  try {
    await runtime.mailer.send({
      to: params.to,
      subject: welcome.subject,
      kind: 'end-user-welcome',
      text,
      html: text
        .split('\n')
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(''),
    });
  } catch (error) {
    console.error('Portal host: the welcome email could not be sent.', error);
  }
}
