import { parseWithZod } from '@conform-to/zod';
import { ZProfileSchema, ZSignupSchema } from '@atrium/core';
import { describe, expect, it } from 'vitest';

const formData = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

/** The forms' schemas as conform runs them in the browser (empty fields arrive as undefined). */
describe('[AUTH] form schemas with conform', () => {
  it('accepts an empty last name on sign-up and in the profile', () => {
    const signup = parseWithZod(
      formData({ firstName: ' Ada ', lastName: '', email: 'ADA@example.com', password: 'long enough' }),
      {
        schema: ZSignupSchema,
      },
    );
    expect(signup.status).toBe('success');
    expect(signup.status === 'success' && signup.value).toMatchObject({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
    });
    const profile = parseWithZod(formData({ firstName: 'Ada', lastName: '   ', email: 'ada@example.com' }), {
      schema: ZProfileSchema,
    });
    expect(profile.status === 'success' && profile.value).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
    });
  });

  it("reports the spec's profile messages for empty fields", () => {
    const profile = parseWithZod(formData({ firstName: '', lastName: '', email: '' }), { schema: ZProfileSchema });
    expect(profile.status).toBe('error');
    expect(profile.status === 'error' && profile.error).toEqual({
      firstName: ['Please enter your first name'],
      email: ['Please enter a valid email'],
    });
  });
});
