/**
 * The getting-started checklist (issue 24, point 9): the steps from a new portal to a client
 * logging in, each ticked off from what the builder has done — never from a click on the list.
 */
export interface PortalProgress {
  /** A page has at least one section. */
  hasSection: boolean;
  /** A page shows records (a data section with its table chosen). */
  hasData: boolean;
  /** User accounts are on and a users table is connected. */
  accountsSetUp: boolean;
  published: boolean;
  /** Someone was invited, or has an account. */
  invited: boolean;
}

export type GettingStartedStepId = 'create' | 'section' | 'data' | 'accounts' | 'publish' | 'invite';

export interface GettingStartedStep {
  id: GettingStartedStepId;
  title: string;
  /** What the step gives the builder, one sentence. */
  help: string;
  done: boolean;
}

const STEPS: ReadonlyArray<Omit<GettingStartedStep, 'done'> & { done: (p: PortalProgress) => boolean }> = [
  {
    id: 'section',
    title: 'Add a section',
    help: 'Pick a block for your home page: a hero, features, an FAQ.',
    done: (p) => p.hasSection,
  },
  {
    id: 'data',
    title: 'Connect data',
    help: 'Show the records of a table as a listing with search and filters.',
    done: (p) => p.hasData,
  },
  {
    id: 'accounts',
    title: 'Set up user accounts',
    help: 'Let clients log in and see only their own records.',
    done: (p) => p.accountsSetUp,
  },
  { id: 'publish', title: 'Publish', help: 'Put your portal live at its address.', done: (p) => p.published },
  { id: 'invite', title: 'Invite people', help: 'Send your clients a link to sign up.', done: (p) => p.invited },
];

/** The checklist for a portal, or — with no portal yet — starting with creating one. */
export function gettingStartedSteps(progress: PortalProgress | null): GettingStartedStep[] {
  const create: GettingStartedStep = {
    id: 'create',
    title: 'Create a portal',
    help: 'Start blank, from a template or from an Airtable base.',
    done: progress !== null,
  };
  return [create, ...STEPS.map(({ done, ...step }) => ({ ...step, done: progress ? done(progress) : false }))];
}
