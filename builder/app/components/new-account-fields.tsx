import { PASSWORD_MIN_LENGTH } from '@atrium/core';
import { FormLayout } from '@shopify/polaris';
import type { ReactNode } from 'react';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * A new builder account's fields, as sign-up and the invitation page ask for them: first and
 * last name, the email field the page supplies (typed on /signup, the invitation's own address
 * on an invitation), and a new password.
 */
export function NewAccountFields(props: {
  fields: Record<'firstName' | 'lastName' | 'password', FormTextFieldProps['meta']>;
  email: ReactNode;
}) {
  const { fields } = props;
  return (
    <FormLayout>
      <FormLayout.Group>
        <FormTextField meta={fields.firstName} label="First name" autoComplete="given-name" autoFocus />
        <FormTextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
      </FormLayout.Group>
      {props.email}
      <FormTextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        // The rule is said once: as a hint, or as the error when the password breaks it.
        helpText={fields.password.errors?.length ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
    </FormLayout>
  );
}
