import { PUBLISH_NEEDS_VERIFICATION_MESSAGE } from '@atrium/core';
import { Button, Tooltip } from '@shopify/polaris';
import { useIntentFetcher } from './use-intent-fetcher';

/**
 * Publish Changes (spec doc 1 §4): disabled while publishing and while the builder's email is
 * unverified, with the tooltip 'Please verify your email to proceed'. The server refuses an
 * unverified builder too. The toast shows the new version, or the server's message.
 */
export function PublishButton({ action, verified }: { action: string; verified: boolean }) {
  const { fetcher, submitting } = useIntentFetcher({ refusal: 'toast' });
  const button = (
    <Button
      variant="primary"
      loading={submitting}
      disabled={!verified || submitting}
      onClick={() => fetcher.submit({ intent: 'publish' }, { method: 'post', action })}
    >
      Publish Changes
    </Button>
  );
  if (verified) return button;
  return (
    <Tooltip content={PUBLISH_NEEDS_VERIFICATION_MESSAGE} preferredPosition="below">
      {button}
    </Tooltip>
  );
}
