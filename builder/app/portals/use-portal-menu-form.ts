import { getFormProps, useForm, type DefaultValue } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { refusalOf, submissionResultOf, successOf } from '../workspaces/form-results';
import { useToast } from '../components/builder-frame';

export interface PortalMenuFormOptions<Shape extends Record<string, string>> {
  id: string;
  /** The intent's zod schema (portal-menu-intents.ts). */
  schema: z.ZodTypeAny;
  /** The form's fields as the browser sends them (strings). */
  defaultValue: Shape;
  /** The action the dialog posts to (the workspace's portals list). */
  action: string;
  /** Called once the action succeeded, after its toast shows. */
  onDone: () => void;
}

/**
 * One portal-menu dialog's form: conform with the intent's zod schema (validated on blur,
 * then on every change), posted through a fetcher. On success the server's message shows as
 * a toast and the dialog closes; a refusal shows above the form.
 */
export function usePortalMenuForm<Shape extends Record<string, string>>(options: PortalMenuFormOptions<Shape>) {
  const fetcher = useFetcher();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const idle = fetcher.state === 'idle';
  const [form, fields] = useForm<Shape>({
    id: options.id,
    lastResult: idle ? (submissionResultOf(fetcher.data) ?? null) : null,
    constraint: getZodConstraint(options.schema),
    // Shape is a plain record of strings; conform's conditional type cannot see that generically.
    defaultValue: options.defaultValue as DefaultValue<Shape>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
  });

  const handled = useRef<unknown>(undefined);
  const { onDone } = options;
  useEffect(() => {
    if (!idle || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const success = successOf(fetcher.data);
    if (success) {
      toast(success.message);
      onDone();
    }
  }, [idle, fetcher.data, onDone, toast]);

  const refusal = idle ? refusalOf(fetcher.data) : undefined;
  return {
    fetcher,
    form,
    fields,
    formRef,
    /** Props for the <fetcher.Form> (id, validation hooks). */
    formProps: getFormProps(form),
    submitting: !idle,
    /** Form-level messages: the server's refusal or failure text. */
    formErrors: [...(form.errors ?? []), ...(refusal ? [refusal.error] : [])],
    submit: () => formRef.current?.requestSubmit(),
  };
}
