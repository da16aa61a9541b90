import {
  INVITE_BATCH_MAX,
  INVITE_UNPUBLISHED_UNVERIFIED,
  INVITE_UNPUBLISHED_WARNING,
  ZInvitationSchema,
} from '@atrium/core';
import { Link, useFetcher } from '@remix-run/react';
import {
  Banner,
  BlockStack,
  Button,
  Checkbox,
  ChoiceList,
  FormLayout,
  InlineStack,
  Modal,
  SkeletonBodyText,
  Tabs,
  Text,
  TextField,
} from '@shopify/polaris';
import { DeleteIcon, PlusIcon } from '@shopify/polaris-icons';
import { useEffect, useState } from 'react';
import { CopyButton } from '../components/copy-button';
import { fieldError, useApiFetcher } from './use-json-fetcher';
import { useEditorPageId, usersUrl } from './editor-links';

type Group = { id: string; name: string };

function GroupChoices({
  groups,
  selected,
  onChange,
}: {
  groups: Group[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  if (groups.length === 0) {
    return (
      <Text as="p" tone="subdued">
        No groups yet. Create groups in the Groups tab.
      </Text>
    );
  }
  return (
    <ChoiceList
      title="Groups"
      allowMultiple
      choices={groups.map((g) => ({ label: g.name, value: g.id }))}
      selected={selected}
      onChange={onChange}
    />
  );
}

/** Each email row's message, or none (spec doc 3 §5: each must be valid). */
export function inviteRowErrors(emails: string[]): Array<string | undefined> {
  return emails.map((email) => {
    if (email.trim() === '') return undefined;
    const parsed = ZInvitationSchema.shape.emails.element.safeParse(email);
    return parsed.success ? undefined : 'Email address is invalid.';
  });
}

/**
 * Invite Users (spec doc 3 §2.4, §4.3, §5): Send Emails (up to 10 rows, the first cannot be
 * removed, lower-cased, each valid; 'Set up required' when email sending is not set up) or
 * Generate Invitation Links (a link per users-table record, and the invitation formula).
 * Opening the dialog always starts in email mode.
 */
export function InviteUsersModal(props: {
  siteId: string;
  groups: Group[];
  emailConfigured: boolean;
  /** Whether the portal has a live version; if not, invitees would find 'Not published yet'. */
  published: boolean;
  /** Whether the builder may publish (a verified email). */
  verified: boolean;
  /** The users table's name, for the offer to add the invited people to it. */
  usersTable: string;
  /** The group new users join (Users → Settings), ticked to start with. */
  defaultGroup: string | null;
  onClose: () => void;
  onSent: () => void;
}) {
  const pageId = useEditorPageId();
  const [mode, setMode] = useState(0);
  const [emails, setEmails] = useState<string[]>(['']);
  const [groups, setGroups] = useState<string[]>(props.defaultGroup ? [props.defaultGroup] : []);
  const [addToUsersTable, setAddToUsersTable] = useState(true);
  const [tried, setTried] = useState(false);
  const { send, busy, fetcher } = useApiFetcher(() => props.onSent());
  const rowErrors = inviteRowErrors(emails);
  const filled = emails.map((e) => e.trim().toLowerCase()).filter((e) => e !== '');
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;

  const submit = (publish: boolean) => {
    setTried(true);
    if (filled.length === 0 || rowErrors.some(Boolean)) return;
    send(`/api/apps/${props.siteId}/invitations`, 'POST', { emails: filled, groups, addToUsersTable, publish });
  };
  const sending = mode === 0 && props.emailConfigured;
  // Never published: invitees would find 'Not published yet', so the dialog offers to publish first (issue 24).
  const unpublished = sending && !props.published;

  return (
    <Modal
      open
      onClose={props.onClose}
      title="Invite Users"
      primaryAction={
        !sending
          ? undefined
          : unpublished
            ? {
                content: 'Publish and invite',
                onAction: () => submit(true),
                loading: busy,
                disabled: filled.length === 0 || !props.verified,
              }
            : { content: 'Send invites', onAction: () => submit(false), loading: busy, disabled: filled.length === 0 }
      }
      secondaryActions={[
        ...(unpublished
          ? [
              {
                content: 'Invite without publishing',
                onAction: () => submit(false),
                disabled: busy || filled.length === 0,
              },
            ]
          : []),
        { content: 'Close', onAction: props.onClose },
      ]}
    >
      <Tabs
        tabs={[
          { id: 'emails', content: 'Send Emails' },
          { id: 'links', content: 'Generate Invitation Links' },
        ]}
        selected={mode}
        onSelect={setMode}
      />
      <Modal.Section>
        {mode === 0 ? (
          props.emailConfigured ? (
            <FormLayout>
              {unpublished && (
                <Banner tone="warning" title="Not published yet">
                  <BlockStack gap="200">
                    <p>{INVITE_UNPUBLISHED_WARNING}</p>
                    {!props.verified && <p>{INVITE_UNPUBLISHED_UNVERIFIED}</p>}
                  </BlockStack>
                </Banner>
              )}
              {serverError && <Banner tone="critical">{serverError}</Banner>}
              <EmailRows emails={emails} errors={rowErrors} showErrors={tried} onChange={setEmails} />
              <GroupChoices groups={props.groups} selected={groups} onChange={setGroups} />
              <Checkbox
                label={`Add people who are not in ${props.usersTable} yet to it`}
                helpText={`Each gets a row with their email, so they see their records as soon as they sign up. Fill in their other fields in Data.`}
                checked={addToUsersTable}
                onChange={setAddToUsersTable}
              />
            </FormLayout>
          ) : (
            <Banner tone="warning" title="Set up required">
              <p>
                Sending invitations needs email sending. Set it up in the{' '}
                <Link to={usersUrl(props.siteId, pageId, '/settings')}>settings</Link>.
              </p>
            </Banner>
          )
        ) : (
          <InvitationLinks siteId={props.siteId} />
        )}
      </Modal.Section>
    </Modal>
  );
}

/** The invitation's email rows: up to INVITE_BATCH_MAX, the first cannot be removed, lower-cased. */
function EmailRows(props: {
  emails: string[];
  errors: Array<string | undefined>;
  showErrors: boolean;
  onChange: (emails: string[]) => void;
}) {
  const { emails, onChange: setEmails } = props;
  return (
    <>
      {emails.map((email, index) => (
        <InlineStack key={index} gap="200" blockAlign="end" wrap={false}>
          <div style={{ flex: 1 }}>
            <TextField
              label={`Email ${index + 1}`}
              labelHidden={index > 0}
              type="email"
              value={email}
              onChange={(value) => setEmails(emails.map((e, i) => (i === index ? value.toLowerCase() : e)))}
              autoComplete="off"
              error={props.showErrors || email.includes('@') ? props.errors[index] : undefined}
            />
          </div>
          {index > 0 && (
            <Button
              icon={DeleteIcon}
              accessibilityLabel={`Remove email ${index + 1}`}
              onClick={() => setEmails(emails.filter((_, i) => i !== index))}
            />
          )}
        </InlineStack>
      ))}
      {emails.length < INVITE_BATCH_MAX ? (
        <Button icon={PlusIcon} variant="plain" onClick={() => setEmails([...emails, ''])}>
          Add another email
        </Button>
      ) : (
        <Text as="p" tone="subdued">
          You can only send up to 10 invites at a time
        </Text>
      )}
    </>
  );
}

function InvitationLinks({ siteId }: { siteId: string }) {
  const loader = useFetcher<{ links: Array<{ recordId: string; email: string; url: string }>; formula: string }>();
  useEffect(() => {
    if (loader.state === 'idle' && !loader.data) loader.load(`/api/apps/${siteId}/invitations`);
  }, [loader, siteId]);
  if (!loader.data) return <SkeletonBodyText lines={4} />;
  return (
    <BlockStack gap="400">
      <Text as="p">
        Each person in your users table has their own sign-up link. It links their new account to their row.
      </Text>
      <BlockStack gap="200">
        {loader.data.links.length === 0 && (
          <Text as="p" tone="subdued">
            Your users table has no rows yet.
          </Text>
        )}
        {loader.data.links.map((link) => (
          <InlineStack key={link.recordId} gap="200" align="space-between" blockAlign="center" wrap={false}>
            <Text as="span" truncate>
              {link.email || link.recordId}
            </Text>
            <CopyButton text={link.url} copiedMessage="Invitation link copied to clipboard.">
              Copy link
            </CopyButton>
          </InlineStack>
        ))}
      </BlockStack>
      <BlockStack gap="200">
        <Text as="h3" variant="headingSm">
          Invitation formula
        </Text>
        <Text as="p" tone="subdued">
          Add a formula field with this formula to your users table to keep every row's link next to it.
        </Text>
        <TextField
          label="Invitation formula"
          labelHidden
          value={loader.data.formula}
          readOnly
          autoComplete="off"
          multiline
        />
        <InlineStack>
          <CopyButton text={loader.data.formula} copiedMessage="Invitation formula copied to clipboard." size="medium">
            Copy formula
          </CopyButton>
        </InlineStack>
      </BlockStack>
    </BlockStack>
  );
}

/** Add test user (spec doc 1 §5): an email, a password by the spec's rule, groups. */
export function AddTestUserModal(props: {
  siteId: string;
  groups: Group[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [groups, setGroups] = useState<string[]>([]);
  const { sendForm, busy, fetcher } = useApiFetcher(() => props.onCreated());
  const data = fetcher.data;
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Add test user"
      primaryAction={{
        content: 'Add user',
        loading: busy,
        onAction: () => sendForm(`/api/apps/${props.siteId}/users`, 'POST', { username, password, groups }),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <FormLayout>
          {data && !data.ok && data.error && typeof data.error === 'string' && (
            <Banner tone="critical">{data.error}</Banner>
          )}
          <TextField
            label="Email"
            type="email"
            value={username}
            onChange={setUsername}
            autoComplete="off"
            error={fieldError(data, 'username')}
          />
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            error={fieldError(data, 'password')}
          />
          <GroupChoices groups={props.groups} selected={groups} onChange={setGroups} />
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}

/** Assign User: the groups one user belongs to (groups from the users table are managed by auto-assign). */
export function AssignUserModal(props: {
  siteId: string;
  user: { id: string; email: string; ownGroups: string[] };
  groups: Group[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [groups, setGroups] = useState<string[]>(props.user.ownGroups);
  const { sendForm, busy } = useApiFetcher(() => props.onSaved());
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Assign User"
      primaryAction={{
        content: 'Save',
        loading: busy,
        onAction: () => sendForm(`/api/apps/${props.siteId}/users/${props.user.id}/groups`, 'PUT', { groups }),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          <Text as="p">
            Choose the groups of <strong>{props.user.email}</strong>.
          </Text>
          <GroupChoices groups={props.groups} selected={groups} onChange={setGroups} />
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
