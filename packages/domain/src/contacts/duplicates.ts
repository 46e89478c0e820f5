import { emailKey, normalizeText, phoneKey } from './normalize';

/** Why two contacts look like the same person. */
export type DuplicateReason = 'email' | 'phone' | 'same_name' | 'similar_name';

export interface DuplicateCandidate {
  firstName: string;
  lastName: string;
  emails: readonly { value: string }[];
  phones: readonly { value: string }[];
}

export interface DuplicateScore {
  /** 0–1; 1 is certain. */
  score: number;
  reasons: DuplicateReason[];
}

/** Pairs scoring below this are not reported. */
export const DUPLICATE_THRESHOLD = 0.5;

/** Jaro–Winkler similarity of two strings, 0–1 (1 = identical). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a.length ? 1 : 0;
  if (!a.length || !b.length) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = true;
      bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (!matches) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

function keysOf(values: readonly { value: string }[], key: (v: string) => string | null): Set<string> {
  const out = new Set<string>();
  for (const { value } of values) {
    const k = key(value);
    if (k) out.add(k);
  }
  return out;
}

function intersects(a: Set<string>, b: Set<string>): boolean {
  for (const v of a) if (b.has(v)) return true;
  return false;
}

/**
 * How likely two contacts are one person. Evidence combines as independent signals
 * (1 − Π(1 − sᵢ)): a shared e-mail (0.95) or phone (0.9) alone is enough to report; the same
 * full name (0.7) is too; a merely similar name (Jaro–Winkler ≥ 0.9, 0.45) is reported only with
 * other evidence or when last names are identical and first names nearly so.
 */
export function scoreDuplicate(a: DuplicateCandidate, b: DuplicateCandidate): DuplicateScore {
  const reasons: DuplicateReason[] = [];
  const signals: number[] = [];
  if (intersects(keysOf(a.emails, emailKey), keysOf(b.emails, emailKey))) {
    reasons.push('email');
    signals.push(0.95);
  }
  if (intersects(keysOf(a.phones, phoneKey), keysOf(b.phones, phoneKey))) {
    reasons.push('phone');
    signals.push(0.9);
  }
  const nameA = normalizeText(`${a.firstName} ${a.lastName}`);
  const nameB = normalizeText(`${b.firstName} ${b.lastName}`);
  if (nameA && nameA === nameB) {
    reasons.push('same_name');
    signals.push(0.7);
  } else if (nameA && nameB) {
    const sameLast =
      normalizeText(a.lastName) === normalizeText(b.lastName) && normalizeText(a.lastName) !== '';
    const firstSimilarity = jaroWinkler(normalizeText(a.firstName), normalizeText(b.firstName));
    const fullSimilarity = jaroWinkler(nameA, nameB);
    if ((sameLast && firstSimilarity >= 0.85) || fullSimilarity >= 0.93) {
      reasons.push('similar_name');
      signals.push(sameLast && firstSimilarity >= 0.85 ? 0.55 : 0.45);
    }
  }
  const score = 1 - signals.reduce((acc, s) => acc * (1 - s), 1);
  return { score: Math.round(score * 1000) / 1000, reasons };
}

export function isLikelyDuplicate(result: DuplicateScore): boolean {
  return result.score >= DUPLICATE_THRESHOLD;
}
