import { describe, expect, it } from 'vitest';
import { normaliseHostname } from './normalise-hostname';

describe('normaliseHostname', () => {
  it('lower-cases and drops the port and the trailing dot', () => {
    expect(normaliseHostname('Acme.Example.com.:3001')).toBe('acme.example.com');
    expect(normaliseHostname(' demo.localhost:3001 ')).toBe('demo.localhost');
    expect(normaliseHostname('www.client.example.')).toBe('www.client.example');
    expect(normaliseHostname('portal.example.com')).toBe('portal.example.com');
  });
});
