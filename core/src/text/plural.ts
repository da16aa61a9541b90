/**
 * Words that follow a count, in the one language the product's messages are written in (en-US).
 * `Intl.PluralRules` picks the form, so "1 user", "0 users", "2 users" and "1.5 hours" come out
 * right without a `count === 1 ? … : …` at every message. The one way to word a count in a
 * message: use these, not a hand-written test.
 */
const RULES = new Intl.PluralRules('en-US');

/** The form of a word for a count: `plural(1, 'was', 'were')` is 'was', `plural(3, …)` 'were'. */
export function plural(count: number, one: string, other: string): string {
  return RULES.select(count) === 'one' ? one : other;
}

/** A count and its noun: `countOf(1, 'user', 'users')` is '1 user'; `countOf(1200, …)` '1,200 users'. */
export function countOf(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-US')} ${plural(count, one, other)}`;
}
