import { useForm, useInputControl } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import {
  DEFAULT_ACCENT_COLOR,
  suggestSubdomain,
  ZCreatePortalSchema,
  ZCreatePortalWizardSchema,
  type TCreatePortal,
} from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { submissionResultOf } from '../../lib/form-results';
import type { DomainCheck } from '../check-domain.server';
import type { WizardInput } from './name-step';

export type WizardStep = 1 | 2;

/** The fields of step 1 (name, domain and colour). */
const STEP_ONE_FIELDS = new Set(['appName', 'domain', 'color']);

/**
 * The create-portal wizard's one form across its steps. Next on step 1 validates the step
 * and asks the loader whether the domain is free before showing step 2; Create portal posts
 * everything to the route action. The domain follows the name until it is edited by hand.
 */
export function useCreatePortalForm(options: { checkUrl: string; actionData: unknown; idle: boolean }) {
  const [step, setStep] = useState<WizardStep>(1);
  const [domainEdited, setDomainEdited] = useState(false);
  /** The data source radio's choice (native radios; it decides step 2's button). */
  const [dataSource, setDataSource] = useState<'built-in' | 'airtable'>('built-in');
  const [domainProblem, setDomainProblem] = useState<string | null>(null);
  const checker = useFetcher<{ domainCheck: DomainCheck | null }>();
  const pendingCheck = useRef<string | null>(null);
  const lastResult = options.idle ? (submissionResultOf(options.actionData) ?? null) : null;

  const [form, fields] = useForm<
    { appName: string; domain: string; color: string; dataSource: string; baseId: string; tableIds: string[] },
    TCreatePortal
  >({
    id: 'create-portal',
    lastResult,
    constraint: getZodConstraint(ZCreatePortalSchema),
    defaultValue: { appName: '', domain: '', color: DEFAULT_ACCENT_COLOR, dataSource: 'built-in' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    // Step 1 checks its own fields; the data source's choices are checked when the portal is created.
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: step === 1 ? ZCreatePortalSchema : ZCreatePortalWizardSchema }),
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
  });

  // The answer to Next's domain check: on to step 2, or the reason on the field.
  useEffect(() => {
    const check = checker.data?.domainCheck;
    if (checker.state !== 'idle' || !check || pendingCheck.current !== check.domain) return;
    pendingCheck.current = null;
    if (check.available) setStep(2);
    else setDomainProblem(check.message);
  }, [checker.state, checker.data]);

  // A refused submit goes back to step 1 when one of its fields is the reason (taken domain,
  // invalid name), where the message shows; the data source's reasons show on step 2.
  useEffect(() => {
    const fieldsWithErrors = Object.keys(lastResult?.error ?? {});
    if (fieldsWithErrors.some((name) => STEP_ONE_FIELDS.has(name))) setStep(1);
    else if (fieldsWithErrors.length > 0 || lastResult?.status === 'error') setStep(2);
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

  const source = {
    dataSource,
    onDataSourceChange: setDataSource,
    errors: { baseId: fields.baseId.errors?.[0], tableIds: fields.tableIds.errors?.[0] },
  };

  return { form, step, setStep, inputs, source, checking: checker.state !== 'idle' };
}
