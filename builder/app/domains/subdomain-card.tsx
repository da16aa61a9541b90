import {
  DOMAIN_MESSAGES,
  PUBLISH_NEEDS_VERIFICATION_MESSAGE,
  ZSubdomainFormSchema,
  ZSubdomainSchema,
} from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { BlockStack, Button, Card, InlineStack, Link, Modal, Text } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { FormTextField } from '../components/form-text-field';
import { useDialogForm } from '../components/use-dialog-form';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { FormErrorBanner } from '../components/form-error-banner';
import { domainsApiUrl } from './domain-intents';
import type { DomainsData } from './domains-data.server';

interface SubdomainCardProps {
  siteId: string;
  data: DomainsData;
  onSaved: (data: DomainsData) => void;
}

/**
 * The free-subdomain card (spec doc 1 §2, §4): the portal's address under the product's domain,
 * with Create Domain (none yet) or Edit Domain, which opens the subdomain form.
 */
export function SubdomainCard({ siteId, data, onSaved }: SubdomainCardProps) {
  const [editing, setEditing] = useState(false);
  const host = data.subdomain ? `${data.subdomain}.${data.rootDomain}` : '';
  const title = data.subdomain ? 'Edit Domain' : 'Create Domain';
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h3" variant="headingSm">
          Free subdomain
        </Text>
        {host ? (
          <Text as="p">
            <Link url={data.subdomainUrl} target="_blank">
              {host}
            </Link>
          </Text>
        ) : (
          <Text as="p" tone="subdued">
            {DOMAIN_MESSAGES.noDomain}
          </Text>
        )}
        <Text as="p" tone="subdued">
          {data.customDomain?.domain.verified
            ? 'Your portal also answers here; its links use your custom domain.'
            : 'Your portal is published here. Changing it moves the portal at once: the old address stops working.'}
        </Text>
        <InlineStack>
          <Button onClick={() => setEditing(true)}>{title}</Button>
        </InlineStack>
      </BlockStack>
      {editing && (
        <SubdomainModal
          siteId={siteId}
          data={data}
          title={title}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            onSaved(next);
          }}
        />
      )}
    </Card>
  );
}

/**
 * The subdomain form (spec doc 1 §5): validated on every change with the spec's messages, asks
 * whether the name is free as you type, and its submit is disabled while the name is invalid or
 * taken, while saving, and while the builder may not change domains (unverified email, or a
 * workspace owner who is not verified). 'Subdomain created.' / 'Subdomain updated.' on success.
 */
function SubdomainModal(props: {
  siteId: string;
  data: DomainsData;
  title: string;
  onClose: () => void;
  onSaved: (data: DomainsData) => void;
}) {
  const { siteId, data } = props;
  const dialog = useDialogForm({
    id: 'edit-subdomain',
    schema: ZSubdomainFormSchema,
    defaultValue: { subdomain: data.subdomain },
    action: domainsApiUrl(siteId),
    shouldValidate: 'onInput',
    onDone: (answer) => props.onSaved(answer as unknown as DomainsData),
  });
  const field = dialog.fields.subdomain;
  const typed = typeof field.value === 'string' ? field.value.trim().toLowerCase() : data.subdomain;
  const availability = useSubdomainAvailability(siteId, typed, data);
  const blocked =
    data.permission !== 'allowed'
      ? data.permission === 'unverified'
        ? PUBLISH_NEEDS_VERIFICATION_MESSAGE
        : DOMAIN_MESSAGES.ownerNotVerified
      : undefined;
  const disabled =
    !dialog.form.valid ||
    availability.taken !== undefined ||
    typed === data.subdomain ||
    dialog.submitting ||
    blocked !== undefined;

  return (
    <Modal
      open
      onClose={props.onClose}
      title={props.title}
      primaryAction={{ content: 'Save', onAction: dialog.submit, loading: dialog.submitting, disabled }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose, disabled: dialog.submitting }]}
    >
      <Modal.Section>
        <dialog.fetcher.Form method="post" action={domainsApiUrl(siteId)} ref={dialog.formRef} {...dialog.formProps}>
          <BlockStack gap="300">
            <FormErrorBanner errors={dialog.formErrors} />
            {blocked && <FormErrorBanner title="You cannot change the domain yet" errors={[blocked]} />}
            <input type="hidden" name="intent" value="subdomain" />
            <FormTextField
              meta={field}
              label="Subdomain"
              autoComplete="off"
              suffix={`.${data.rootDomain}`}
              autoFocus
              maxLength={60}
              helpText="Letters, digits and hyphens. The old address stops working as soon as you save."
            />
            {availability.message && (
              <Text as="p" tone={availability.taken ? 'critical' : 'success'}>
                {availability.message}
              </Text>
            )}
          </BlockStack>
        </dialog.fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}

/** Whether a typed (valid) subdomain is free, asked 300 ms after typing stops. */
function useSubdomainAvailability(siteId: string, typed: string, data: Pick<DomainsData, 'subdomain' | 'rootDomain'>) {
  const current = data.subdomain;
  const checker = useFetcher<DomainsData>();
  const debounced = useDebouncedValue(typed, 300);
  const { load } = checker;
  const worthAsking = debounced !== current && ZSubdomainSchema.safeParse(debounced).success;
  useEffect(() => {
    if (worthAsking) load(`${domainsApiUrl(siteId)}?checkSubdomain=${encodeURIComponent(debounced)}`);
  }, [worthAsking, debounced, load, siteId]);
  const check = checker.data?.subdomainCheck;
  if (!check || check.domain !== typed || typed === current) return { taken: undefined, message: undefined };
  if (!check.available) return { taken: check.message ?? 'This subdomain is taken.', message: check.message };
  return { taken: undefined, message: `${typed}.${data.rootDomain} is available.` };
}
