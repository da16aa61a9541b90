import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet';

describe('embedSnippet', () => {
  it('the script from the portal’s public origin and the portal’s host name', () => {
    expect(embedSnippet('http://demo.localhost:3001')).toBe(
      '<script src="http://demo.localhost:3001/embed.js" data-domain="demo.localhost" defer></script>',
    );
    expect(embedSnippet('https://portal.example.com')).toBe(
      '<script src="https://portal.example.com/embed.js" data-domain="portal.example.com" defer></script>',
    );
  });
});
