import { getFormProps, useForm, useInputControl } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useFetcher } from '@remix-run/react';
import { Button, InlineStack, Text, TextField } from '@shopify/polaris';
import { EditIcon } from '@shopify/polaris-icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useToast } from '../components/builder-frame';
import { refusalOf, submissionResultOf, successOf } from '../lib/form-results';
import { ZRenameWorkspaceIntent } from './workspace-intents';

/**
 * The workspace home's title. The owner clicks it (or Edit) to rename inline: Enter or
 * leaving the field saves, Escape cancels. Everyone else sees it read-only.
 */
export function WorkspaceTitle({ name, canRename }: { name: string; canRename: boolean }) {
  const [editing, setEditing] = useState(false);
  if (!canRename) {
    return (
      <Text as="h1" variant="heading2xl">
        {name}
      </Text>
    );
  }
  if (!editing) {
    return (
      <InlineStack gap="200" blockAlign="center" wrap={false}>
        <Text as="h1" variant="heading2xl">
          <button
            type="button"
            className="atrium-inline-title"
            onClick={() => setEditing(true)}
            title="Rename workspace"
          >
            {name}
          </button>
        </Text>
        <Button
          variant="tertiary"
          icon={EditIcon}
          onClick={() => setEditing(true)}
          accessibilityLabel="Edit workspace name"
        />
      </InlineStack>
    );
  }
  return <WorkspaceNameForm name={name} onDone={() => setEditing(false)} />;
}

function WorkspaceNameForm({ name, onDone }: { name: string; onDone: () => void }) {
  const fetcher = useFetcher();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const idle = fetcher.state === 'idle';
  const [form, fields] = useForm<{ intent: string; name: string }>({
    id: 'rename-workspace',
    lastResult: idle ? (submissionResultOf(fetcher.data) ?? null) : null,
    constraint: getZodConstraint(ZRenameWorkspaceIntent),
    defaultValue: { intent: 'renameWorkspace', name },
    shouldValidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ZRenameWorkspaceIntent }),
  });
  const value = useInputControl(fields.name);

  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!idle || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const success = successOf(fetcher.data);
    const refusal = refusalOf(fetcher.data);
    if (success) {
      toast(success.message);
      onDone();
    } else if (refusal) {
      toast(refusal.error, { error: true });
      onDone();
    }
  }, [idle, fetcher.data, onDone, toast]);

  const save = () => {
    if (!idle) return;
    if ((value.value ?? '').trim() === name) onDone();
    else formRef.current?.requestSubmit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <fetcher.Form method="post" ref={formRef} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="renameWorkspace" />
      <div className="atrium-inline-title__field" onKeyDown={onKeyDown}>
        <TextField
          label="Workspace name"
          labelHidden
          name={fields.name.name}
          value={value.value ?? ''}
          onChange={value.change}
          onBlur={() => {
            value.blur();
            save();
          }}
          error={fields.name.errors?.[0] ?? form.errors?.[0]}
          autoComplete="off"
          autoFocus
          disabled={!idle}
          helpText="Enter to save, Escape to cancel"
        />
      </div>
    </fetcher.Form>
  );
}
