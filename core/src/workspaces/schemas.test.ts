import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZCreateWorkspaceSchema, ZRenameWorkspaceSchema } from './schemas';

/** The distinct messages a schema gives for one field of the input; [] when the input is valid. */
function fieldMessages(schema: z.ZodTypeAny, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return [...new Set(result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message))];
}

describe('ZCreateWorkspaceSchema (Create workspace dialog)', () => {
  it.each([
    ['missing', {}],
    ['not a string', { name: 42 }],
    ['null', { name: null }],
  ])("asks for a valid team name when the name is %s ('Please enter a valid team name')", (_, input) => {
    expect(fieldMessages(ZCreateWorkspaceSchema, input, 'name')).toEqual(['Please enter a valid team name']);
  });

  it("needs at least one character after trimming ('Minimum of 1 character')", () => {
    expect(fieldMessages(ZCreateWorkspaceSchema, { name: '' }, 'name')).toEqual(['Minimum of 1 character']);
    expect(fieldMessages(ZCreateWorkspaceSchema, { name: '   ' }, 'name')).toEqual(['Minimum of 1 character']);
    expect(ZCreateWorkspaceSchema.parse({ name: 'a' })).toEqual({ name: 'a' });
  });

  it("allows 255 characters and refuses 256 ('Maximum of 255 characters')", () => {
    expect(ZCreateWorkspaceSchema.parse({ name: 'x'.repeat(255) }).name).toHaveLength(255);
    expect(fieldMessages(ZCreateWorkspaceSchema, { name: 'x'.repeat(256) }, 'name')).toEqual([
      'Maximum of 255 characters',
    ]);
  });

  it('trims the name before checking and storing it', () => {
    expect(ZCreateWorkspaceSchema.parse({ name: '  Acme Team  ' })).toEqual({ name: 'Acme Team' });
    expect(ZCreateWorkspaceSchema.parse({ name: ` ${'x'.repeat(255)} ` }).name).toHaveLength(255);
  });
});

describe('ZRenameWorkspaceSchema (inline workspace name)', () => {
  it.each([
    ['missing', {}],
    ['empty', { name: '' }],
    ['blank', { name: '  \t ' }],
  ])("requires a name when it is %s ('A workspace name is required')", (_, input) => {
    expect(fieldMessages(ZRenameWorkspaceSchema, input, 'name')).toEqual(['A workspace name is required']);
  });

  it('keeps the 255 character limit and trims', () => {
    expect(fieldMessages(ZRenameWorkspaceSchema, { name: 'x'.repeat(256) }, 'name')).toEqual([
      'Maximum of 255 characters',
    ]);
    expect(ZRenameWorkspaceSchema.parse({ name: ' Renamed ' })).toEqual({ name: 'Renamed' });
  });
});
