import type { Request, Response } from 'express';
import { cspNonceOf } from './security-headers';

/** What both apps put into Remix's load context about the request, beside the runtime. */
export interface RequestContext {
  /** The client's address (`req.ip`): the socket's peer, or what a trusted proxy reported (TRUST_PROXY). */
  clientIp: string;
  /** The socket's peer address, never a forwarded one (the dev mailbox answers loopback only). */
  peerAddress: string;
  /** This response's Content-Security-Policy script nonce (security-headers.ts). */
  cspNonce: string;
}

export function requestContext(req: Request, res: Response): RequestContext {
  return { clientIp: req.ip ?? '', peerAddress: req.socket.remoteAddress ?? '', cspNonce: cspNonceOf(res) };
}
