import { useForm, type DefaultValue } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useRef } from 'react';
import type { z } from 'zod';
import type { EditorSuccess } from '../action-data';
import { useIntentFetcher } from './use-intent-fetcher';

export interface IntentFormOptions<Schema extends z.ZodTypeAny> {
  id: string;
  schema: Schema;
  /** Initial field values (strings, as the form posts them). */
  defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
  onDone?: (success: EditorSuccess) => void;
}

/**
 * One editor dialog's form: conform with the intent's zod schema (validated on blur, then on
 * every change) posted through a fetcher; the server's field errors come back inline and other
 * refusals above the form.
 */
export function useIntentForm<Schema extends z.ZodTypeAny>(options: IntentFormOptions<Schema>) {
  const intent = useIntentFetcher({ onDone: options.onDone, refusal: 'form' });
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm<z.input<Schema>>({
    id: options.id,
    lastResult: intent.lastResult,
    constraint: getZodConstraint(options.schema),
    // conform types defaults by the schema's input, which z.preprocess makes `unknown`.
    defaultValue: options.defaultValue as DefaultValue<z.input<Schema>>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
  });
  return {
    ...intent,
    form,
    fields,
    formRef,
    formErrors: [...(form.errors ?? []), ...(intent.refusal ? [intent.refusal] : [])],
    submit: () => formRef.current?.requestSubmit(),
  };
}
