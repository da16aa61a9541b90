import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { WORKSPACE_CREATE_FAILED_MESSAGE } from '@atrium/core';
import { useFetcher, useNavigate } from '@remix-run/react';
import { BlockStack, Modal, Text } from '@shopify/polaris';
import { FormTextField } from '../components/form-text-field';
import { useEffect, useRef } from 'react';
import { useToast } from '../components/builder-frame';
import { FormErrorBanner } from '../components/form-error-banner';
import { refusalOf, submissionResultOf, successOf } from '../lib/form-results';
import { ZCreateWorkspaceIntent, type WorkspaceCreated } from './workspace-intents';

/** Where the Create a workspace dialog posts (the personal space's home action). */
export const CREATE_WORKSPACE_ACTION = '/workspaces/0?index';

/**
 * Create a workspace: one field validated on every change; Create stays disabled until the
 * name is changed, valid and not being sent. On success: toast 'Workspace Created.' and the
 * new workspace's home. A failure shows 'Failed to create your workspace' with the server's
 * message.
 */
export function CreateWorkspaceModal({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher();
  const navigate = useNavigate();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const idle = fetcher.state === 'idle';
  const [form, fields] = useForm<{ intent: string; name: string }>({
    id: 'create-workspace',
    lastResult: idle ? (submissionResultOf(fetcher.data) ?? null) : null,
    constraint: getZodConstraint(ZCreateWorkspaceIntent),
    defaultValue: { intent: 'createWorkspace', name: '' },
    shouldValidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ZCreateWorkspaceIntent }),
  });

  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!idle || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const created = successOf<WorkspaceCreated>(fetcher.data);
    if (!created) return;
    toast(created.message);
    onClose();
    navigate(`/workspaces/${created.workspaceRouteId}`);
  }, [idle, fetcher.data, onClose, navigate, toast]);

  const refusal = idle ? refusalOf(fetcher.data) : undefined;
  const failures = [...(form.errors ?? []), ...(refusal ? [refusal.error] : [])];
  const canCreate = fields.name.dirty && form.valid && idle;

  return (
    <Modal
      open
      onClose={onClose}
      title="Create a workspace"
      primaryAction={{
        content: 'Create',
        onAction: () => formRef.current?.requestSubmit(),
        disabled: !canCreate,
        loading: !idle,
      }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose, disabled: !idle }]}
    >
      <Modal.Section>
        <fetcher.Form method="post" action={CREATE_WORKSPACE_ACTION} ref={formRef} {...getFormProps(form)}>
          <BlockStack gap="400">
            <FormErrorBanner title={WORKSPACE_CREATE_FAILED_MESSAGE} errors={failures} />
            <Text as="p">Collaborate and organize projects the way you work</Text>
            <input type="hidden" name="intent" value="createWorkspace" />
            <FormTextField meta={fields.name} label="Workspace Name" autoComplete="off" autoFocus />
          </BlockStack>
        </fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}
