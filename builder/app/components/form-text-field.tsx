import { useInputControl } from '@conform-to/react';
import { TextField, type TextFieldProps } from '@shopify/polaris';
import { useEffect, type Key } from 'react';

type PassThrough = Pick<
  TextFieldProps,
  'type' | 'autoComplete' | 'helpText' | 'placeholder' | 'autoFocus' | 'maxLength' | 'disabled' | 'prefix' | 'suffix'
>;

export interface FormTextFieldProps extends PassThrough {
  /**
   * A conform field from `useForm` (`fields.email`). Typed by shape, because fields of schemas
   * with `z.preprocess` (trimmed names, lowercased emails) have `unknown` as their input type.
   */
  meta: {
    id: string;
    name: string;
    formId: string;
    key?: Key | null;
    initialValue?: unknown;
    errors?: string[];
    required?: boolean;
  };
  label: string;
}

/**
 * A Polaris TextField bound to a conform field. Polaris inputs are controlled, so the value goes
 * through conform's `useInputControl`; the native input keeps `name`, so the form still posts
 * without JavaScript and Enter submits it. Shows the field's first error and marks required
 * fields from the schema's constraints (`getZodConstraint`).
 *
 * What a person typed before the page's script ran is kept: hydration leaves the typed text in
 * the input, but the field's state still holds the server's value, and the next render would put
 * that back (an empty first name, and a sign-up that fails with "required"). On mount the field
 * takes the input's text into its state.
 */
export function FormTextField({ meta, label, autoComplete = 'off', ...rest }: FormTextFieldProps) {
  const control = useInputControl({
    key: meta.key,
    name: meta.name,
    formId: meta.formId,
    initialValue: typeof meta.initialValue === 'string' ? meta.initialValue : undefined,
  });
  const { change } = control;
  useEffect(() => {
    const input = document.getElementById(meta.id);
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
    const server = typeof meta.initialValue === 'string' ? meta.initialValue : '';
    if (input.value !== server) change(input.value);
    // Only once, on mount: later the field's state is the source of truth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TextField
      {...rest}
      id={meta.id}
      name={meta.name}
      label={label}
      autoComplete={autoComplete}
      value={control.value ?? ''}
      onChange={control.change}
      onBlur={control.blur}
      onFocus={control.focus}
      error={meta.errors?.[0]}
      requiredIndicator={meta.required}
    />
  );
}
