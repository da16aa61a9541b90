import { getFormProps, useForm, type DefaultValue } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { refusalOf, submissionResultOf, successOf, type ActionSuccess } from '../lib/form-results';
import { useToast } from './builder-frame';

export interface DialogFormOptions<Shape extends Record<string, string>> {
  id: string;
  /** The form's zod schema (from core, or an intent schema such as portal-menu-intents.ts). */
  schema: z.ZodTypeAny;
  /** The form's fields as the browser sends them (strings). */
  defaultValue: Shape;
  /** The action the dialog posts to (a route action or an API). */
  action: string;
  /** Called once the action succeeded, after its toast shows, with the action's answer. */
  onDone: (answer: ActionSuccess & Record<string, unknown>) => void;
  /**
   * When fields are first validated: on blur (default), or on every change (forms the spec says
   * are "validated on change"). Either way a field is revalidated on every change afterwards.
   */
  shouldValidate?: 'onBlur' | 'onInput';
  /** Also show the server's refusal in an error toast (spec doc 1 §8: 'Add custom domain fails'). */
  errorToast?: boolean;
}

/**
 * One dialog's form (the portal menu's, the Edit Domain drawer's): conform with the form's zod
 * schema (validated on blur or on change, then on every change), posted through a fetcher. On
 * success the server's message shows as a toast and `onDone` runs (the dialog closes); a refusal
 * shows above the form.
 */
export function useDialogForm<Shape extends Record<string, string>>(options: DialogFormOptions<Shape>) {
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
    shouldValidate: options.shouldValidate ?? 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
  });

  const handled = useRef<unknown>(undefined);
  const { onDone, errorToast } = options;
  useEffect(() => {
    if (!idle || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const success = successOf<ActionSuccess & Record<string, unknown>>(fetcher.data);
    if (success) {
      toast(success.message);
      onDone(success);
      return;
    }
    const failure = errorToast ? serverMessageOf(fetcher.data) : undefined;
    if (failure) toast(failure, { error: true });
  }, [idle, fetcher.data, onDone, toast, errorToast]);

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

/** The first message of a refusal or of a conform reply's errors, as the server sent it. */
function serverMessageOf(data: unknown): string | undefined {
  const refusal = refusalOf(data);
  if (refusal) return refusal.error;
  const errors = submissionResultOf(data)?.error;
  if (!errors) return undefined;
  return Object.values(errors).find((messages) => messages && messages.length > 0)?.[0];
}
