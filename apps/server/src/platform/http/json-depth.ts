import { AppError } from './errors';

/**
 * Deepest nesting of objects and arrays a request body may have. The app's deepest bodies (document
 * template content, envelope fields) stay under a dozen levels; a hostile body nested thousands deep
 * would otherwise overflow the stack of whatever walks it and answer 500.
 */
export const MAX_JSON_DEPTH = 64;

/** True when the JSON text opens more than `max` objects or arrays inside one another (strings skipped). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--;
  }
  return false;
}

/** 400 for a body nested deeper than MAX_JSON_DEPTH, before anything parses or walks it. */
export function assertJsonDepth(text: string): void {
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new AppError('VALIDATION_FAILED', `The request body nests deeper than ${MAX_JSON_DEPTH} levels`, {
      _: `At most ${MAX_JSON_DEPTH} levels of nested objects and arrays`,
    });
  }
}
