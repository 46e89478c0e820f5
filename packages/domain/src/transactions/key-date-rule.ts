import type { KeyDateDefinition } from './deadlines';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type Rule = Pick<KeyDateDefinition, 'kind' | 'anchorKey' | 'offsetDays' | 'businessDays' | 'roll'>;

/**
 * A key date's rule in plain English, as the deal page and the defaults editor show it:
 * "10 calendar days after Contract acceptance, rolled forward to a business day". `labels` names the
 * anchor by key.
 */
export function describeKeyDateRule(rule: Rule, labels: ReadonlyMap<string, string>): string {
  if (rule.kind === 'absolute') return 'Fixed date';
  const anchor = rule.anchorKey ? (labels.get(rule.anchorKey) ?? rule.anchorKey) : 'a date not chosen yet';
  const n = Math.abs(rule.offsetDays);
  if (n === 0) return `Same day as ${anchor}${rule.roll || rule.businessDays ? ', on a business day' : ''}`;
  const unit = rule.businessDays ? plural(n, 'business day') : plural(n, 'calendar day');
  const direction = rule.offsetDays < 0 ? 'before' : 'after';
  const rolled =
    !rule.businessDays && rule.roll
      ? `, rolled ${rule.offsetDays < 0 ? 'back' : 'forward'} to a business day`
      : '';
  return `${unit} ${direction} ${anchor}${rolled}`;
}
