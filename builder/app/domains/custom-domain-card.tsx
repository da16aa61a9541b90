import {
  DOMAIN_MESSAGES,
  ZAddCustomDomainSchema,
  normaliseCustomDomainInput,
  type TCustomDomainDetails,
} from '@atrium/core';
import { Badge, Banner, BlockStack, Button, Card, Checkbox, InlineStack, Link, Modal, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useToast } from '../components/builder-frame';
import { FormTextField } from '../components/form-text-field';
import { useDialogForm } from '../components/use-dialog-form';
import { FormErrorBanner } from '../components/form-error-banner';
import { DnsRecordsTable } from './dns-records-table';
import { domainsApiUrl } from './domain-intents';
import type { DomainsData } from './domains-data.server';

interface CustomDomainCardProps {
  siteId: string;
  data: DomainsData;
  onChange: (data: DomainsData) => void;
}

/**
 * The Custom Domain card (spec doc 1 §2, §4): 'No domain set up yet' and Add domain; once added,
 * the domain's state exactly as the spec names it — 'Invalid domain configuration' with the
 * records to add, 'Pending verification' with the TXT record, 'Your custom domain configuration is
 * valid' — with Check again and Remove.
 */
export function CustomDomainCard({ siteId, data, onChange }: CustomDomainCardProps) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const allowed = data.permission === 'allowed';
  const detail = data.customDomain;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h3" variant="headingSm">
            Custom Domain
          </Text>
          {detail && <StateBadge detail={detail} />}
        </InlineStack>
        {detail ? (
          <CustomDomainState
            siteId={siteId}
            data={data}
            detail={detail}
            onChange={onChange}
            onRemove={() => setRemoving(true)}
          />
        ) : (
          <>
            <Text as="p" tone="subdued">
              {DOMAIN_MESSAGES.noDomain}
            </Text>
            <Text as="p" tone="subdued">
              Serve your portal on a domain you own, such as portal.yourcompany.com.
            </Text>
            <InlineStack>
              <Button onClick={() => setAdding(true)} disabled={!allowed}>
                Add domain
              </Button>
            </InlineStack>
          </>
        )}
      </BlockStack>
      {/* Mounted only while open: the form starts empty every time the modal opens. */}
      {adding && (
        <AddCustomDomainModal
          siteId={siteId}
          onClose={() => setAdding(false)}
          onAdded={(next) => {
            setAdding(false);
            onChange(next);
          }}
        />
      )}
      {removing && detail && (
        <RemoveCustomDomainModal
          siteId={siteId}
          hostname={detail.domain.name}
          onClose={() => setRemoving(false)}
          onRemoved={(next) => {
            setRemoving(false);
            onChange(next);
          }}
        />
      )}
    </Card>
  );
}

function StateBadge({ detail }: { detail: TCustomDomainDetails }) {
  if (detail.state === 'valid') return <Badge tone="success">Valid</Badge>;
  if (detail.state === 'pending') return <Badge tone="attention">Pending</Badge>;
  return <Badge tone="critical">Invalid configuration</Badge>;
}

function CustomDomainState(props: {
  siteId: string;
  data: DomainsData;
  detail: TCustomDomainDetails;
  onChange: (data: DomainsData) => void;
  onRemove: () => void;
}) {
  const { detail, data } = props;
  const toast = useToast();
  const [checking, setChecking] = useState(false);
  const allowed = data.permission === 'allowed';
  const host = detail.domain.name;
  const verification = detail.instructions.verification;

  async function checkAgain() {
    setChecking(true);
    try {
      const form = new FormData();
      form.set('intent', 'check-custom-domain');
      const response = await fetch(domainsApiUrl(props.siteId), {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const answer = (await response.json()) as DomainsData | { ok: false; error: string };
      if (!answer.ok) throw new Error(answer.error);
      props.onChange(answer);
      const state = answer.customDomain?.state ?? 'misconfigured';
      toast(DOMAIN_MESSAGES[state], { error: state === 'misconfigured' });
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : DOMAIN_MESSAGES.checkFailed, { error: true });
    } finally {
      setChecking(false);
    }
  }

  return (
    <BlockStack gap="300">
      <Text as="p" variant="headingMd" breakWord>
        {detail.domain.verified ? (
          <Link url={data.siteUrl} target="_blank">
            {host}
          </Link>
        ) : (
          host
        )}
      </Text>
      {detail.domain.isWWWIncluded && (
        <Text as="p" tone="subdued" breakWord>
          www.{host} redirects to {host}.
        </Text>
      )}
      {detail.state === 'misconfigured' && <MissingRecords detail={detail} />}
      {detail.state === 'pending' && (
        <>
          <Banner tone="warning" title={DOMAIN_MESSAGES.pending}>
            <Text as="p">{host} points to this portal. Add this TXT record to prove the domain is yours:</Text>
          </Banner>
          <DnsRecordsTable records={[verification]} label="Verification record" />
        </>
      )}
      {detail.state === 'valid' && (
        <Banner tone="success" title={DOMAIN_MESSAGES.valid}>
          <Text as="p">
            Your portal is served at {host}, with a certificate issued on its first visit. Keep the DNS records in
            place.
          </Text>
        </Banner>
      )}
      {detail.inconclusive && (
        <Text as="p" tone="caution">
          Some DNS lookups did not answer during the last check, so it may not show your latest records. Atrium checks
          again.
        </Text>
      )}
      <Text as="p" tone="subdued">
        {checkTimes(detail)}
      </Text>
      <InlineStack gap="200">
        <Button onClick={() => void checkAgain()} loading={checking} disabled={!allowed}>
          Check again
        </Button>
        <Button tone="critical" variant="secondary" onClick={props.onRemove} disabled={!allowed}>
          Remove
        </Button>
      </InlineStack>
    </BlockStack>
  );
}

/** The records a misconfigured domain still needs: routing (with alternatives) and the verification TXT. */
function MissingRecords({ detail }: { detail: TCustomDomainDetails }) {
  const host = detail.domain.name;
  const verification = detail.instructions.verification;
  return (
    <>
      <Banner tone="critical" title={DOMAIN_MESSAGES.misconfigured}>
        <Text as="p">
          {host} does not point to this portal yet. Add{' '}
          {detail.missingRouting.length === 1 ? 'this record' : 'these records'} at your DNS provider
          {detail.instructions.recommended === 'CNAME' ? ' (a CNAME record is recommended for this domain)' : ''}.
        </Text>
      </Banner>
      <DnsRecordsTable records={detail.missingRouting} label="DNS records to add" />
      {detail.instructions.alternatives.length > 0 && (
        <>
          <Text as="p" tone="subdued">
            Or, instead of the {detail.instructions.recommended} record for {host}:
          </Text>
          <DnsRecordsTable records={detail.instructions.alternatives} label="Alternative DNS record" />
        </>
      )}
      <Text as="p">And this TXT record, which proves the domain is yours:</Text>
      <DnsRecordsTable records={[verification]} label="Verification record" />
    </>
  );
}

function checkTimes(detail: TCustomDomainDetails): string {
  const at = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const last = detail.checkedAt ? `Last checked ${at(detail.checkedAt)}.` : 'Not checked yet.';
  if (detail.state === 'valid') return last;
  const next = detail.nextCheckAt
    ? ` Atrium checks again automatically around ${at(detail.nextCheckAt)}.`
    : ' Automatic checks have stopped: use Check again once your records are in place.';
  return last + next;
}

/** Add custom domain (spec doc 1 §5): 'Please enter a valid domain' / 'Please enter a valid domain name.'. */
function AddCustomDomainModal(props: { siteId: string; onClose: () => void; onAdded: (data: DomainsData) => void }) {
  const [includeWww, setIncludeWww] = useState(false);
  const dialog = useDialogForm({
    id: 'add-custom-domain',
    schema: ZAddCustomDomainSchema,
    defaultValue: { hostname: '', isWWWIncluded: '' },
    action: domainsApiUrl(props.siteId),
    shouldValidate: 'onBlur',
    errorToast: true,
    onDone: (answer) => props.onAdded(answer as unknown as DomainsData),
  });
  const typed =
    typeof dialog.fields.hostname.value === 'string' ? normaliseCustomDomainInput(dialog.fields.hostname.value) : '';
  const bare = typed.replace(/^www\./, '');
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Add custom domain"
      primaryAction={{ content: 'Add domain', onAction: dialog.submit, loading: dialog.submitting }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose, disabled: dialog.submitting }]}
    >
      <Modal.Section>
        <dialog.fetcher.Form
          method="post"
          action={domainsApiUrl(props.siteId)}
          ref={dialog.formRef}
          {...dialog.formProps}
        >
          <BlockStack gap="300">
            <FormErrorBanner errors={dialog.formErrors} />
            <input type="hidden" name="intent" value="add-custom-domain" />
            <FormTextField
              meta={dialog.fields.hostname}
              label="Domain"
              autoComplete="off"
              placeholder="portal.yourcompany.com"
              autoFocus
              maxLength={300}
              helpText="A domain you own. You will add its DNS records at your DNS provider next."
            />
            <input type="hidden" name="isWWWIncluded" value={includeWww ? 'on' : ''} />
            <Checkbox
              label={`Also connect www.${bare || 'yourdomain.com'}`}
              helpText="Visitors to the www address are redirected to your domain."
              checked={includeWww}
              onChange={setIncludeWww}
              error={dialog.fields.isWWWIncluded.errors?.[0]}
            />
          </BlockStack>
        </dialog.fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}

/** Remove custom domain (spec doc 1 §8): its own texts for 403, 404 and any other failure. */
function RemoveCustomDomainModal(props: {
  siteId: string;
  hostname: string;
  onClose: () => void;
  onRemoved: (data: DomainsData) => void;
}) {
  const toast = useToast();
  const [removing, setRemoving] = useState(false);
  async function remove() {
    setRemoving(true);
    try {
      const response = await fetch(domainsApiUrl(props.siteId), { method: 'DELETE', credentials: 'same-origin' });
      const answer = (await response.json().catch(() => undefined)) as (DomainsData & { message?: string }) | undefined;
      if (!response.ok || !answer?.ok) {
        toast(removeFailure(response.status), { error: true });
        return;
      }
      toast(answer.message ?? DOMAIN_MESSAGES.customDomainRemoved);
      props.onRemoved(answer);
    } catch {
      toast(DOMAIN_MESSAGES.removeFailed, { error: true });
    } finally {
      setRemoving(false);
    }
  }
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Remove custom domain?"
      primaryAction={{ content: 'Remove', destructive: true, onAction: () => void remove(), loading: removing }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose, disabled: removing }]}
    >
      <Modal.Section>
        <Text as="p">
          {props.hostname} will stop showing your portal at once. Your portal stays available at its free subdomain.
        </Text>
      </Modal.Section>
    </Modal>
  );
}

function removeFailure(status: number): string {
  if (status === 403) return DOMAIN_MESSAGES.removeForbidden;
  if (status === 404) return DOMAIN_MESSAGES.removeNotFound;
  return DOMAIN_MESSAGES.removeFailed;
}
