import { GENERIC_ERROR_MESSAGE, VERIFICATION_SENT_MESSAGE } from '@atrium/core';
import { useFetcher, useRevalidator } from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { useVerifiedStatus } from './use-verified-status';
import { Banner, BlockStack, Text } from '@shopify/polaris';
import type { CurrentUser } from '../auth/current-user';
import type { ActionFailure } from '../lib/route-builders.server';

type ResendResponse = { ok: true; message: string } | ActionFailure;

export interface ResendState {
  submit(): void;
  submitting: boolean;
  /** The server's confirmation after a successful resend. */
  sent: string | undefined;
  /** The server's message, or the generic one, after a failed resend. */
  error: string | undefined;
}

/** Resends the verification email through POST /api/users/verify. */
export function useResendVerification(): ResendState {
  const fetcher = useFetcher<ResendResponse>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return {
    submit: () => fetcher.submit(null, { method: 'post', action: '/api/users/verify' }),
    submitting: fetcher.state !== 'idle',
    sent: result?.ok ? result.message || VERIFICATION_SENT_MESSAGE : undefined,
    error: result && !result.ok ? result.error || GENERIC_ERROR_MESSAGE : undefined,
  };
}

/** The outcome of a resend: the sent confirmation, or the failure in critical text. */
export function ResendResult({ state }: { state: ResendState }) {
  if (state.sent) return <Banner tone="success">{state.sent}</Banner>;
  if (state.error) return <Banner tone="critical">{state.error}</Banner>;
  return null;
}

/**
 * Spec doc 1 §4: shows while the builder is unverified and not in onboarding, with a resend
 * button; a successful resend replaces it with the sent confirmation. A failed resend keeps it
 * and shows the server's message (or the generic one) inside it. A builder who verifies in
 * another tab sees it go when they come back to this one (useVerifiedStatus); the shell's data is
 * then read again, so everything else that depends on it (e.g. inviting a team) follows.
 */
export function VerificationBanner({ user }: { user: CurrentUser }) {
  const resend = useResendVerification();
  const verified = useVerifiedStatus(user.verified);
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    if (verified && !user.verified) revalidate();
  }, [verified, user.verified, revalidate]);
  if (verified || user.showOnboarding) return null;
  if (resend.sent)
    return (
      <Notice>
        <Banner tone="success">{resend.sent}</Banner>
      </Notice>
    );
  return (
    <Notice>
      <Banner
        tone="warning"
        title="Please verify your email"
        action={{ content: 'Resend verification email', onAction: resend.submit, loading: resend.submitting }}
      >
        <BlockStack gap="200">
          <Text as="p">
            We sent a verification link to <strong>{user.email}</strong>. Verify your email to publish portals and set
            up domains.
          </Text>
          {resend.error ? (
            <Text as="p" tone="critical">
              {resend.error}
            </Text>
          ) : null}
        </BlockStack>
      </Banner>
    </Notice>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <div className="atrium-shell__notice">{children}</div>;
}
