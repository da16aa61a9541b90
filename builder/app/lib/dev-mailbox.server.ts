import { isLoopbackAddress } from '@atrium/core';
import type { Runtime } from '@atrium/integrations';

/**
 * The development mailbox (/dev/mailbox) shows the email outbox. It exists only in embedded
 * mode (no SMTP_URL, so the outbox is the only place emails go) and never in production.
 */
export function devMailboxEnabled(runtime: Runtime): boolean {
  return runtime.mailer.kind === 'outbox' && runtime.env.NODE_ENV !== 'production';
}

/** Headers a proxy adds: a request that carries one came through a proxy, whatever its peer. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'] as const;

/**
 * Whether this request may read the mailbox (ADR 021): it is enabled, and the request comes
 * straight from this machine. The socket's peer must be a loopback address (the real peer, never
 * an address a proxy reported, so TRUST_PROXY cannot open it) and the request must carry no
 * proxy headers, because a proxy on this machine makes every visitor a loopback peer.
 */
export function devMailboxOpenTo(request: Request, runtime: Runtime, peerAddress: string | undefined): boolean {
  if (!devMailboxEnabled(runtime)) return false;
  if (!peerAddress || !isLoopbackAddress(peerAddress)) return false;
  return !PROXY_HEADERS.some((name) => request.headers.has(name));
}
