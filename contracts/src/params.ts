import { z } from 'zod';

/**
 * Path parameters of a route addressed by one record's uuid (`/…/:id`). A malformed id is refused
 * with VALIDATION_FAILED naming the record ("Project not found"), as an unknown one would be.
 */
export function idParamsSchema(record: 'Project' | 'User') {
  return z.object({ id: z.string().uuid(`${record} not found`) });
}
