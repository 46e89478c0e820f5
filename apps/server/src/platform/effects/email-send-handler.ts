import type { Mailer } from '../email/mailer';
import type { EffectHandler } from './effect-types';

/**
 * Sends a recorded e-mail through the mailer (which keeps its own outbound_emails record). Once it
 * is sent or given up, only who and what subject stay: links carry reset, invitation and signing
 * tokens (ADR 0061).
 */
export function emailSendHandler(mailer: Pick<Mailer, 'send'>): EffectHandler<'email.send'> {
  return {
    deliver: (message) => mailer.send(message),
    keptAfterwards: ({ to, subject }) => ({ to, subject }),
  };
}
