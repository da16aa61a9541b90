import { useForm, useInputControl } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import {
  BLANK_TEMPLATE_ID,
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

export type WizardStep = 1 | 2 | 3 | 4;

/** Every step's heading; a portal needs the first two, a template with user accounts the last two too. */
export const WIZARD_STEPS = [
  'Name, domain and colour',
  'Template and data source',
  'Users table',
  'User groups',
] as const;

/** The fields of step 1 (name, domain and colour). */
const STEP_ONE_FIELDS = new Set(['appName', 'domain', 'color']);
const STEP_THREE_FIELDS = new Set(['usersTableName', 'accounts']);

/**
 * The create-portal wizard's one form across its steps. Next on step 1 validates the step
 * and asks the loader whether the domain is free before showing step 2; a template with user
 * accounts adds steps 3 (users table, or accounts skipped) and 4 (groups, while accounts are
 * on); Create portal posts everything to the route action. The domain follows the name until
 * it is edited by hand.
 */
export function useCreatePortalForm(options: {
  checkUrl: string;
  actionData: unknown;
  idle: boolean;
  /** The templates whose portals have user accounts (steps 3 and 4). */
  templatesWithAccounts: ReadonlySet<string>;
}) {
  const [step, setStep] = useState<WizardStep>(1);
  const [template, setTemplate] = useState<string>(BLANK_TEMPLATE_ID);
  const [accounts, setAccounts] = useState<'on' | 'off'>('on');
  const [domainEdited, setDomainEdited] = useState(false);
  /** The data source radio's choice (native radios; it decides step 2's button). */
  const [dataSource, setDataSource] = useState<'built-in' | 'airtable'>('built-in');
  const [domainProblem, setDomainProblem] = useState<string | null>(null);
  const withAccounts = dataSource === 'built-in' && options.templatesWithAccounts.has(template);
  const stepCount = !withAccounts ? 2 : accounts === 'on' ? 4 : 3;
  const checker = useFetcher<{ domainCheck: DomainCheck | null }>();
  const pendingCheck = useRef<string | null>(null);
  const lastResult = options.idle ? (submissionResultOf(options.actionData) ?? null) : null;

  const [form, fields] = useForm<
    {
      appName: string;
      domain: string;
      color: string;
      dataSource: string;
      baseId: string;
      tableIds: string[];
      template: string;
      accounts: string;
      usersTableName: string;
      groupNames: string[];
    },
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
      if (step >= stepCount) return;
      event.preventDefault();
      if (submission?.status !== 'success') return;
      if (step > 1) {
        setStep((step + 1) as WizardStep);
        return;
      }
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
    else if (fieldsWithErrors.some((name) => STEP_THREE_FIELDS.has(name))) setStep(3);
    else if (fieldsWithErrors.some((name) => name.startsWith('groupNames'))) setStep(4);
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

  const templateChoice = {
    value: template,
    onChange(id: string) {
      setTemplate(id);
      setAccounts('on');
    },
  };
  const accountChoice = { value: accounts, onChange: setAccounts };
  const errors = {
    usersTableName: fields.usersTableName.errors?.[0],
    groupNames: Array.from({ length: 10 }, (_, i) => form.allErrors[`groupNames[${i}]`]?.[0]),
  };

  return {
    form,
    step,
    setStep,
    stepCount,
    inputs,
    source,
    templateChoice,
    accountChoice,
    errors,
    checking: checker.state !== 'idle',
  };
}
