import { describe, expect, it } from 'vitest';
import { conditionToFormula } from './airtable-formula';
import { matchesCondition, type Condition } from './condition';
import {
  buildListingCondition,
  ZListingQuerySchema,
  type ListingViewer,
  type TListingQueryInput,
} from './listing-query';
import type { DataRecord, TableSchema } from './schema';

const build = (input: TListingQueryInput, viewer?: ListingViewer) =>
  buildListingCondition(ZListingQuerySchema.parse(input), viewer);

const NOTHING: Condition = { kind: 'not', condition: { kind: 'true' } };

const schema: TableSchema = {
  id: 'tblJobs',
  name: 'Jobs',
  primaryFieldId: 'fldTitle',
  fields: [
    { id: 'fldTitle', name: 'Title', type: 'singleLineText' },
    { id: 'fldCity', name: 'City', type: 'singleSelect' },
    { id: 'fldSkills', name: 'Skills', type: 'multipleSelects' },
    { id: 'fldOwner', name: 'Owner', type: 'multipleRecordLinks' },
    { id: 'fldTeam', name: 'Team', type: 'singleLineText' },
  ],
  views: [],
};

const jobs: DataRecord[] = [
  { id: 'rec1', createdTime: '', fields: { fldTitle: 'Chef', fldCity: 'Paris', fldSkills: ['cooking'], fldTeam: 'A' } },
  {
    id: 'rec2',
    createdTime: '',
    fields: { fldTitle: 'Sous-chef', fldCity: 'Lyon', fldSkills: ['cooking', 'french'], fldOwner: ['recUser1'] },
  },
  {
    id: 'rec3',
    createdTime: '',
    fields: { fldTitle: 'Waiter', fldCity: 'Paris', fldOwner: ['recUser2'], fldTeam: 'B' },
  },
];

const ids = (condition: Condition) => jobs.filter((r) => matchesCondition(r, condition, schema)).map((r) => r.id);

describe('buildListingCondition', () => {
  it('matches everything for an empty query', () => {
    expect(build({})).toEqual({ kind: 'true' });
  });

  it('searches the trimmed text in any of several fields', () => {
    const condition = build({ search: { text: '  chef ', fieldIds: ['fldTitle', 'fldCity'] } });
    expect(condition).toEqual({
      kind: 'or',
      conditions: [
        { kind: 'contains', fieldId: 'fldTitle', text: 'chef' },
        { kind: 'contains', fieldId: 'fldCity', text: 'chef' },
      ],
    });
    expect(ids(condition)).toEqual(['rec1', 'rec2']);
    expect(ids(build({ search: { text: 'LYON', fieldIds: ['fldTitle', 'fldCity'] } }))).toEqual(['rec2']);
  });

  it('ignores blank search text', () => {
    expect(build({ search: { text: '   ', fieldIds: ['fldTitle'] } })).toEqual({ kind: 'true' });
  });

  it('matches any value of a filter, and combines filters with or by default', () => {
    const cityOnly = build({ filters: [{ fieldId: 'fldCity', values: ['Lyon', 'Nice'] }] });
    expect(cityOnly).toEqual({
      kind: 'or',
      conditions: [
        { kind: 'equals', fieldId: 'fldCity', value: 'Lyon' },
        { kind: 'equals', fieldId: 'fldCity', value: 'Nice' },
      ],
    });
    const filters = [
      { fieldId: 'fldCity', values: ['Paris'] },
      { fieldId: 'fldSkills', values: ['french'] },
    ];
    expect(ids(build({ filters }))).toEqual(['rec1', 'rec2', 'rec3']);
    expect(ids(build({ filters, conjunction: 'and' }))).toEqual([]);
    expect(
      ids(build({ filters: [...filters, { fieldId: 'fldSkills', values: ['cooking'] }], conjunction: 'and' })),
    ).toEqual([]);
    expect(
      ids(
        build({
          filters: [
            { fieldId: 'fldCity', values: ['Paris'] },
            { fieldId: 'fldSkills', values: ['cooking'] },
          ],
          conjunction: 'and',
        }),
      ),
    ).toEqual(['rec1']);
  });

  it('requires search, filters and rules together', () => {
    const condition = build({
      search: { text: 'chef', fieldIds: ['fldTitle'] },
      filters: [{ fieldId: 'fldCity', values: ['Paris'] }],
    });
    expect(condition.kind).toBe('and');
    expect(ids(condition)).toEqual(['rec1']);
  });

  describe('rules', () => {
    it.each([
      ['equals', 'Paris', ['rec1', 'rec3']],
      ['notEquals', 'Paris', ['rec2']],
      ['contains', 'ari', ['rec1', 'rec3']],
    ] as const)('static %s', (operator, value, expected) => {
      expect(ids(build({ rules: [{ type: 'static', fieldId: 'fldCity', operator, value }] }))).toEqual(expected);
    });

    it('static isEmpty and isNotEmpty', () => {
      const isEmpty = build({ rules: [{ type: 'static', fieldId: 'fldOwner', operator: 'isEmpty' }] });
      expect(isEmpty).toEqual({ kind: 'isEmpty', fieldId: 'fldOwner' });
      expect(ids(isEmpty)).toEqual(['rec1']);
      expect(ids(build({ rules: [{ type: 'static', fieldId: 'fldOwner', operator: 'isNotEmpty' }] }))).toEqual([
        'rec2',
        'rec3',
      ]);
    });

    it('fieldAttribute compares with the user record, any of its values', () => {
      const rules = [{ type: 'fieldAttribute' as const, fieldId: 'fldTeam', userFieldId: 'fldUserTeam' }];
      expect(ids(build({ rules }, { userRecordId: 'recUser1', userFields: { fldUserTeam: 'B' } }))).toEqual(['rec3']);
      expect(ids(build({ rules }, { userRecordId: 'recUser1', userFields: { fldUserTeam: ['A', 'B'] } }))).toEqual([
        'rec1',
        'rec3',
      ]);
    });

    it('fieldAttribute denies without the user value or without a user', () => {
      const rules = [{ type: 'fieldAttribute' as const, fieldId: 'fldTeam', userFieldId: 'fldUserTeam' }];
      expect(build({ rules })).toEqual(NOTHING);
      expect(build({ rules }, { userRecordId: 'recUser1', userFields: { fldUserTeam: '' } })).toEqual(NOTHING);
      expect(build({ rules }, { userRecordId: 'recUser1', userFields: {} })).toEqual(NOTHING);
    });

    it('user rule keeps records linked to the signed-in user and denies without one', () => {
      const rules = [{ type: 'user' as const, fieldId: 'fldOwner' }];
      const condition = build({ rules }, { userRecordId: 'recUser2' });
      expect(condition).toEqual({ kind: 'linksTo', fieldId: 'fldOwner', recordIds: ['recUser2'] });
      expect(ids(condition)).toEqual(['rec3']);
      expect(build({ rules })).toEqual(NOTHING);
      expect(ids(build({ rules }))).toEqual([]);
    });

    it('every rule must hold', () => {
      const condition = build(
        {
          rules: [
            { type: 'static', fieldId: 'fldCity', operator: 'equals', value: 'Paris' },
            { type: 'user', fieldId: 'fldOwner' },
          ],
        },
        { userRecordId: 'recUser2' },
      );
      expect(ids(condition)).toEqual(['rec3']);
    });
  });

  describe('user scope', () => {
    it('keeps records linked to the user through a one-link chain', () => {
      const condition = build({ userScope: { linkFieldIds: ['fldOwner'] } }, { userRecordId: 'recUser1' });
      expect(condition).toEqual({ kind: 'linksTo', fieldId: 'fldOwner', recordIds: ['recUser1'] });
      expect(ids(condition)).toEqual(['rec2']);
    });

    it('uses the resolved records for a longer chain', () => {
      const query = { userScope: { linkFieldIds: ['fldOwner', 'fldMembers'] } };
      expect(build(query, { userRecordId: 'recTeamX', scopeRecordIds: ['recUser1', 'recUser2'] })).toEqual({
        kind: 'linksTo',
        fieldId: 'fldOwner',
        recordIds: ['recUser1', 'recUser2'],
      });
      expect(build(query, { userRecordId: 'recTeamX' })).toEqual(NOTHING);
      expect(build(query, { userRecordId: 'recTeamX', scopeRecordIds: [] })).toEqual(NOTHING);
    });

    it('denies by default without a signed-in user, whatever else the query says', () => {
      const condition = build({
        search: { text: 'chef', fieldIds: ['fldTitle'] },
        filters: [{ fieldId: 'fldCity', values: ['Paris'] }],
        userScope: { linkFieldIds: ['fldOwner'] },
      });
      expect(ids(condition)).toEqual([]);
      expect(conditionToFormula(condition, schema)).toMatch(/NOT\(TRUE\(\)\)\)$/);
    });
  });

  it('translates to a formula that selects the same records', () => {
    const condition = build(
      {
        search: { text: 'chef', fieldIds: ['fldTitle', 'fldCity'] },
        filters: [{ fieldId: 'fldSkills', values: ['french', 'cooking'] }],
        rules: [{ type: 'static', fieldId: 'fldCity', operator: 'notEquals', value: 'Paris' }],
        userScope: { linkFieldIds: ['fldOwner'] },
      },
      { userRecordId: 'recUser1' },
    );
    expect(conditionToFormula(condition, schema)).toBe(
      'AND(OR(FIND(LOWER("chef"), LOWER({Title} & "")) != 0, FIND(LOWER("chef"), LOWER({City} & "")) != 0), ' +
        'OR(FIND("," & "french" & ",", "," & ARRAYJOIN({Skills}, ",") & ",") != 0, ' +
        'FIND("," & "cooking" & ",", "," & ARRAYJOIN({Skills}, ",") & ",") != 0), ' +
        'NOT({City} = "Paris"), ' +
        'FIND("," & "recUser1" & ",", "," & ARRAYJOIN({Owner}, ",") & ",") != 0)',
    );
    expect(ids(condition)).toEqual(['rec2']);
  });
});
