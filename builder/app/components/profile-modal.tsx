import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { GENERIC_ERROR_MESSAGE, ZProfileSchema } from '@atrium/core';
import { useNavigate, useRevalidator } from '@remix-run/react';
import { Banner, BlockStack, FormLayout, Modal, Text } from '@shopify/polaris';
import { useState } from 'react';
import type { CurrentUser } from '../auth/current-user';
import type { ProfileRefused, ProfileSaved } from '../auth/profile-answers';
import { useToast } from './builder-frame';
import { FormTextField } from './form-text-field';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated.';

/**
 * The "Edit profile" dialog (spec doc 1 §4, §5): first name, last name, email, validated on
 * every change with ZProfileSchema. Save is enabled only when something changed and the form
 * is valid; it sends PATCH /api/users/profile. A new email logs the builder out (the server has
 * revoked every session and cleared the cookie), so the dialog goes to /login with a note;
 * a name change closes it with a toast. Render it only while open, so each opening starts from
 * the saved profile.
 *
 * It calls the API with `fetch`, not a fetcher: after a fetcher's action Remix revalidates every
 * loader on the page, and after an email change those loaders (now without a session) would
 * redirect to /login before the dialog could show why. A name change revalidates explicitly.
 */
export function ProfileModal({ user, onClose }: { user: CurrentUser; onClose(): void }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function saveProfile(formData: FormData) {
    setSubmitting(true);
    setFailure(null);
    try {
      const res = await fetch('/api/users/profile', {
        method: 'PATCH',
        body: formData,
        headers: { Accept: 'application/json' },
      });
      const result = (await res.json()) as ProfileSaved | ProfileRefused;
      if (!result.ok) {
        setFailure(result.error || GENERIC_ERROR_MESSAGE);
        return;
      }
      if (result.emailChanged) {
        navigate('/login?notice=email-changed', { replace: true });
        return;
      }
      if (result.changed) {
        toast(PROFILE_UPDATED_MESSAGE);
        revalidator.revalidate();
      }
      onClose();
    } catch {
      setFailure(GENERIC_ERROR_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  }

  const [form, fields] = useForm({
    id: 'profile',
    defaultValue: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    constraint: getZodConstraint(ZProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ZProfileSchema }),
    shouldValidate: 'onInput',
    shouldRevalidate: 'onInput',
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (!submitting) void saveProfile(formData);
    },
  });

  const save = () => (document.forms.namedItem(form.id) as HTMLFormElement | null)?.requestSubmit();
  return (
    <Modal
      open
      onClose={onClose}
      title="Edit profile"
      primaryAction={{ content: 'Save', onAction: save, disabled: !form.dirty || !form.valid, loading: submitting }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <form {...getFormProps(form)}>
          <BlockStack gap="400">
            {failure ? <Banner tone="critical">{failure}</Banner> : null}
            <FormLayout>
              <FormLayout.Group>
                <FormTextField meta={fields.firstName} label="First name" autoComplete="given-name" />
                <FormTextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
              </FormLayout.Group>
              <FormTextField meta={fields.email} label="Email" type="email" autoComplete="email" />
            </FormLayout>
            {typeof fields.email.value === 'string' && fields.email.value.trim().toLowerCase() !== user.email ? (
              <Text as="p" tone="subdued">
                Changing your email logs you out. You will log in with the new email and verify it again.
              </Text>
            ) : null}
            {/* Lets Enter in a field submit the form: the modal's Save button sits outside it. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </BlockStack>
        </form>
      </Modal.Section>
    </Modal>
  );
}
