import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../logger';
import { AppError } from './errors';

export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status as 400);
    if (error instanceof HTTPException && error.status === 413) {
      return c.json(new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large').toBody(), 413);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { error: { code: 'VALIDATION_FAILED', message: error.message || 'Bad request' } },
        error.status,
      );
    }
    logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json(
      new AppError('INTERNAL', 'Something went wrong on our side. Please try again.').toBody(),
      500,
    );
  };
}
