import { useFetcher } from '@remix-run/react';
import { BlockStack, Modal, Text } from '@shopify/polaris';
import { useEffect, useRef } from 'react';
import { useToast } from '../components/builder-frame';
import { FormErrorBanner } from '../components/form-error-banner';
import { refusalOf, submissionResultOf, successOf } from '../lib/form-results';

/** One confirmed team action of the members page: its intent, hidden fields and wording. */
export interface TeamConfirmation {
  intent: 'resend' | 'revoke' | 'remove' | 'leave';
  fields: Record<string, string>;
  title: string;
  body: string;
  confirmLabel: string;
  destructive?: boolean;
}

/**
 * The confirmation every team action asks for (resend, revoke, remove, leave): a modal whose
 * primary button posts the intent through a fetcher. Success shows the server's toast and closes
 * (then `onSuccess`, e.g. leaving goes to My Portals); a refusal stays in the modal above the
 * text. Polaris modals trap focus, close on Escape and return focus to the button that opened them.
 */
export function TeamConfirmDialog(props: {
  action: string;
  confirmation: TeamConfirmation;
  onClose: () => void;
  onSuccess?: (data: unknown) => void;
}) {
  const { action, confirmation, onClose, onSuccess } = props;
  const fetcher = useFetcher();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const idle = fetcher.state === 'idle';

  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!idle || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const success = successOf(fetcher.data);
    if (!success) return;
    toast(success.message);
    onClose();
    onSuccess?.(fetcher.data);
  }, [idle, fetcher.data, onClose, onSuccess, toast]);

  const refusal = idle ? refusalOf(fetcher.data) : undefined;
  const formErrors = idle ? (submissionResultOf(fetcher.data)?.error?.[''] ?? []) : [];
  const errors = [...formErrors, ...(refusal ? [refusal.error] : [])];

  return (
    <Modal
      open
      onClose={onClose}
      title={confirmation.title}
      primaryAction={{
        content: confirmation.confirmLabel,
        destructive: confirmation.destructive,
        loading: !idle,
        onAction: () => formRef.current?.requestSubmit(),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose, disabled: !idle }]}
    >
      <Modal.Section>
        <fetcher.Form method="post" action={action} ref={formRef}>
          <BlockStack gap="400">
            <FormErrorBanner errors={errors} />
            <input type="hidden" name="intent" value={confirmation.intent} />
            {Object.entries(confirmation.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Text as="p">{confirmation.body}</Text>
          </BlockStack>
        </fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}
