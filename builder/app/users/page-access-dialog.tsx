import { ChoiceList, FormLayout, Modal, TextField } from '@shopify/polaris';
import { useState } from 'react';
import type { ConfiguredPageAccess } from './page-access';
import { fieldError, useApiFetcher } from './use-json-fetcher';

type Step = 'action' | 'existing' | 'create';

/**
 * 'Control who can access this page' (spec doc 3 §4.2): select an action, then add an existing
 * group, create a group (5–50 characters; it can open this page at once), or allow public
 * access (hidden once an apply-to-all rule exists). Back returns to the action choice.
 */
export function PageAccessDialog(props: {
  siteId: string;
  pageId: string;
  pageName: string;
  access: ConfiguredPageAccess;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [step, setStep] = useState<Step>('action');
  const [choice, setChoice] = useState<Step | 'public'>('existing');
  const [selected, setSelected] = useState<string[]>([]);
  const [group, setGroup] = useState<NewGroup>({ name: '', description: '', attach: true });
  const pageGroups = useApiFetcher(props.onChanged);
  const createGroup = useApiFetcher(props.onChanged);
  const publicRule = useApiFetcher(props.onChanged);
  const available = props.access.groups.filter((g) => !props.access.pageGroups.includes(g.id));
  const busy = pageGroups.busy || createGroup.busy || publicRule.busy;

  const next = () => {
    if (choice === 'public') {
      publicRule.send(`/api/apps/${props.siteId}/access-rules`, 'POST', {
        name: `Public access to ${props.pageName}`.slice(0, 100),
        applyToAll: true,
        rule: { subject: 'Page', action: ['view'], conditions: { pages: [props.pageId] } },
      });
    } else {
      setStep(choice);
    }
  };
  const primary =
    step === 'action'
      ? { content: choice === 'public' ? 'Allow public access' : 'Next', onAction: next, loading: publicRule.busy }
      : step === 'existing'
        ? {
            content: 'Add group access',
            disabled: selected.length === 0,
            loading: busy,
            onAction: () =>
              pageGroups.send(`/api/apps/${props.siteId}/pages/${props.pageId}/access`, 'PUT', {
                groups: [...props.access.pageGroups, ...selected],
              }),
          }
        : {
            content: 'Create group',
            loading: busy,
            onAction: () =>
              createGroup.sendForm(`/api/apps/${props.siteId}/groups`, 'POST', {
                name: group.name,
                description: group.description,
                pages: group.attach ? [props.pageId] : [],
              }),
          };

  return (
    <Modal
      open
      onClose={props.onClose}
      title="Control who can access this page"
      primaryAction={primary}
      secondaryActions={[
        step === 'action'
          ? { content: 'Cancel', onAction: props.onClose }
          : { content: 'Back', onAction: () => setStep('action') },
      ]}
    >
      <Modal.Section>
        {step === 'action' && (
          <ChoiceList
            title="What do you want to do?"
            choices={[
              { label: 'Add an existing group', value: 'existing', disabled: available.length === 0 },
              { label: 'Create a new group', value: 'create' },
              ...(props.access.hasPublicRule ? [] : [{ label: 'Allow public access', value: 'public' }]),
            ]}
            selected={[choice]}
            onChange={(values) => setChoice((values[0] as Step | 'public') ?? 'existing')}
          />
        )}
        {step === 'existing' && (
          <ChoiceList
            title="Groups that may view this page"
            allowMultiple
            choices={available.map((g) => ({ label: g.name, value: g.id }))}
            selected={selected}
            onChange={setSelected}
          />
        )}
        {step === 'create' && (
          <NewGroupFields
            group={group}
            onChange={setGroup}
            pageName={props.pageName}
            answer={createGroup.fetcher.data}
          />
        )}
      </Modal.Section>
    </Modal>
  );
}

/** A group created from the page access dialog; `attach`: its members can view the page. */
interface NewGroup {
  name: string;
  description: string;
  attach: boolean;
}

/** The create step: the group's name and description (the server's field errors under them), and access to the page. */
function NewGroupFields(props: {
  group: NewGroup;
  onChange: (group: NewGroup) => void;
  pageName: string;
  answer: unknown;
}) {
  const { group, onChange } = props;
  return (
    <FormLayout>
      <TextField
        label="Group name"
        value={group.name}
        onChange={(name) => onChange({ ...group, name })}
        autoComplete="off"
        error={fieldError(props.answer, 'name')}
      />
      <TextField
        label="Description"
        value={group.description}
        onChange={(description) => onChange({ ...group, description })}
        autoComplete="off"
        error={fieldError(props.answer, 'description')}
      />
      <ChoiceList
        title="Access"
        allowMultiple
        choices={[{ label: `Members can view ${props.pageName}`, value: 'attach' }]}
        selected={group.attach ? ['attach'] : []}
        onChange={(values) => onChange({ ...group, attach: values.includes('attach') })}
      />
    </FormLayout>
  );
}
