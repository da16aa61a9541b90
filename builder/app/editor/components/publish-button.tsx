import { PUBLISH_NEEDS_VERIFICATION_MESSAGE } from '@atrium/core';
import { Button, Tooltip } from '@shopify/polaris';
import { useState } from 'react';
import { useToast } from '../../components/builder-frame';
import { useIntentFetcher } from './use-intent-fetcher';

export const SAVE_BEFORE_PUBLISH_FAILED = "Your latest changes couldn't be saved, so nothing was published. Try again.";

/**
 * Publish Changes (spec doc 1 §4): saves the editor's pending changes, then publishes. Disabled while publishing and while the builder's email is
 * unverified, with the tooltip 'Please verify your email to proceed'. The server refuses an
 * unverified builder too. The toast shows the new version, or the server's message.
 */
export function PublishButton({
  action,
  verified,
  beforePublish,
}: {
  action: string;
  verified: boolean;
  /** The editor saves its pending changes first, so what is published is what is on screen. */
  beforePublish: () => Promise<boolean>;
}) {
  const { fetcher, submitting } = useIntentFetcher({ refusal: 'toast' });
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  async function publish() {
    setSaving(true);
    const saved = await beforePublish();
    setSaving(false);
    if (!saved) {
      toast(SAVE_BEFORE_PUBLISH_FAILED, { error: true });
      return;
    }
    fetcher.submit({ intent: 'publish' }, { method: 'post', action });
  }
  const busy = submitting || saving;
  // Progress in words (and to screen readers): saving the last edits first, then publishing.
  const label = saving ? 'Saving changes…' : submitting ? 'Publishing…' : 'Publish Changes';
  const button = (
    <span aria-live="polite">
      <Button variant="primary" disabled={!verified || busy} onClick={() => void publish()}>
        {label}
      </Button>
    </span>
  );
  if (verified) return button;
  return (
    <Tooltip content={PUBLISH_NEEDS_VERIFICATION_MESSAGE} preferredPosition="below">
      {button}
    </Tooltip>
  );
}
