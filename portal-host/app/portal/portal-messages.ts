/**
 * What the portal host says when it has no portal page to show. Thrown as `data(message, status)`
 * by the loaders and rendered by the root error boundary as a plain page, without any portal's
 * theme, since there is no portal to take it from.
 */
export interface PortalMessage {
  title: string;
  message: string;
}

export function unknownHostMessage(hostname: string, rootDomain: string): PortalMessage {
  return {
    title: 'Portal not found',
    message: `There is no portal at ${hostname}. Portals are addressed as {subdomain}.${rootDomain}, or by a custom domain connected to the portal in the builder.`,
  };
}

export const NOT_PUBLISHED_MESSAGE: PortalMessage = {
  title: 'Not published yet',
  message: 'This portal has not been published yet.',
};

/** A top-level visit to an embed-only portal ('Disable URL access', ADR 027). */
export function embedOnlyMessage(portalName: string): PortalMessage {
  return {
    title: 'Only available embedded',
    message: `${portalName} can only be used on the website it is embedded in.`,
  };
}

export function isPortalMessage(value: unknown): value is PortalMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PortalMessage).title === 'string' &&
    typeof (value as PortalMessage).message === 'string'
  );
}
