import { ZSignupTextsSchema, type TSignupTexts } from '@atrium/core';
import { useRevalidator } from '@remix-run/react';
import { Button } from '@shopify/polaris';
import { useState } from 'react';
import { useToast } from '../components/builder-frame';
import { DocumentDrawer, schemaCheck } from '../drawer-fields/document-drawer';
import type { DrawerTab } from '../drawer-fields/field-specs';

const text = (path: keyof TSignupTexts, label: string, multiline = false) =>
  ({ kind: 'text', path, label, multiline }) as const;

/** The Sign Up Form drawer's tabs (spec doc 3 §2.5, §3 settings.general.accounts.signup). */
export const SIGNUP_FORM_TABS: DrawerTab[] = [
  {
    id: 'content',
    label: 'Content',
    fields: [
      text('heading', 'Heading'),
      text('email', 'Email label'),
      text('emailPlaceholder', 'Email placeholder'),
      text('password', 'Password label'),
      text('passwordPlaceholder', 'Password placeholder'),
      text('confirmPassword', 'Confirm password label'),
      text('confirmPasswordPlaceholder', 'Confirm password placeholder'),
      text('button', 'Button text'),
      text('legal', 'Legal text', true),
      text('existingAccount', 'Existing account text'),
      text('logIn', 'Log in link text'),
    ],
  },
];

/**
 * The Sign Up page editor's drawer: the texts change the preview at once; Save writes them to
 * the settings draft (published with the next publish), with a saving state and a toast.
 */
export function SignupFormDrawer(props: {
  siteId: string;
  saved: TSignupTexts;
  texts: TSignupTexts;
  onChange: (texts: TSignupTexts) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(props.saved) !== JSON.stringify(props.texts);

  async function save() {
    setSaving(true);
    try {
      const response = await fetch(`/api/sites/${props.siteId}/signup-form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ texts: props.texts }),
      });
      const answer = (await response.json()) as { ok: boolean; message?: string; error?: string };
      if (!response.ok || !answer.ok) throw new Error(answer.error ?? 'The form could not be saved.');
      toast(answer.message ?? 'Saved.');
      revalidator.revalidate();
    } catch (error) {
      toast(error instanceof Error ? error.message : 'The form could not be saved.', { error: true });
    } finally {
      setSaving(false);
    }
  }

  return (
    <DocumentDrawer
      siteId={props.siteId}
      title="Sign Up Form"
      tabs={SIGNUP_FORM_TABS}
      data={props.texts}
      check={schemaCheck<TSignupTexts>(ZSignupTextsSchema)}
      onChange={(texts) => props.onChange(texts)}
      onClose={props.onClose}
      closeLabel="Close the sign up form editor"
      footer={
        <Button variant="primary" loading={saving} disabled={!changed || saving} onClick={() => void save()}>
          Save
        </Button>
      }
    />
  );
}
