import { useForm, useInputControl } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { DEFAULT_ACCENT_COLOR, suggestSubdomain, ZCreatePortalSchema, type TCreatePortal } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { submissionResultOf } from '../../lib/form-results';
import type { DomainCheck } from '../check-domain.server';
import type { WizardInput } from './name-step';

export type WizardStep = 1 | 2;

/**
 * The create-portal wizard's one form across its steps. Next on step 1 validates the step
 * and asks the loader whether the domain is free before showing step 2; Create portal posts
 * everything to the route action. The domain follows the name until it is edited by hand.
 */
export function useCreatePortalForm(options: { checkUrl: string; actionData: unknown; idle: boolean }) {
  const [step, setStep] = useState<WizardStep>(1);
  const [domainEdited, setDomainEdited] = useState(false);
  const [domainProblem, setDomainProblem] = useState<string | null>(null);
  const checker = useFetcher<{ domainCheck: DomainCheck | null }>();
  const pendingCheck = useRef<string | null>(null);
  const lastResult = options.idle ? (submissionResultOf(options.actionData) ?? null) : null;

  const [form, fields] = useForm<{ appName: string; domain: string; color: string; dataSource: string }, TCreatePortal>(
    {
      id: 'create-portal',
      lastResult,
      constraint: getZodConstraint(ZCreatePortalSchema),
      defaultValue: { appName: '', domain: '', color: DEFAULT_ACCENT_COLOR, dataSource: 'built-in' },
      shouldValidate: 'onBlur',
      shouldRevalidate: 'onInput',
      onValidate: ({ formData }) => parseWithZod(formData, { schema: ZCreatePortalSchema }),
      onSubmit(event, { submission }) {
        if (step !== 1) return;
        event.preventDefault();
        if (submission?.status !== 'success') return;
        const domain = submission.value.domain;
        if (!domain) {
          setStep(2);
          return;
        }
        pendingCheck.current = domain;
        checker.load(`${options.checkUrl}?checkDomain=${encodeURIComponent(domain)}`);
      },
    },
  );

  // The answer to Next's domain check: on to step 2, or the reason on the field.
  useEffect(() => {
    const check = checker.data?.domainCheck;
    if (checker.state !== 'idle' || !check || pendingCheck.current !== check.domain) return;
    pendingCheck.current = null;
    if (check.available) setStep(2);
    else setDomainProblem(check.message);
  }, [checker.state, checker.data]);

  // A refused submit (taken domain, invalid field) goes back to step 1, where the message shows.
  useEffect(() => {
    if (lastResult?.error && Object.keys(lastResult.error).length > 0) setStep(1);
  }, [lastResult]);

  const appName = useInputControl(fields.appName);
  const domain = useInputControl(fields.domain);
  const color = useInputControl(fields.color);

  const inputs: Record<'appName' | 'domain' | 'color', WizardInput> = {
    appName: {
      name: fields.appName.name,
      value: appName.value ?? '',
      onChange(value) {
        appName.change(value);
        if (!domainEdited) {
          domain.change(suggestSubdomain(value));
          setDomainProblem(null);
        }
      },
      onBlur: appName.blur,
      error: fields.appName.errors?.[0],
    },
    domain: {
      name: fields.domain.name,
      value: domain.value ?? '',
      onChange(value) {
        setDomainEdited(true);
        setDomainProblem(null);
        domain.change(value);
      },
      onBlur: domain.blur,
      error: domainProblem ?? fields.domain.errors?.[0],
    },
    color: {
      name: fields.color.name,
      value: color.value ?? '',
      onChange: color.change,
      onBlur: color.blur,
      error: fields.color.errors?.[0],
    },
  };

  return { form, step, setStep, inputs, checking: checker.state !== 'idle' };
}
