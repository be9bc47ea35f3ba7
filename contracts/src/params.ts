import { z } from 'zod';

/** The records a path addresses by uuid; a malformed id is refused naming the record ("Build not found"). */
export type UuidRecord = 'Project' | 'User' | 'Build';

function uuidOf(record: UuidRecord) {
  return z.string().uuid(`${record} not found`);
}

/**
 * Path parameters of a route addressed by one record's uuid (`/…/:id`). A malformed id is refused
 * with VALIDATION_FAILED naming the record ("Project not found"), as an unknown one would be.
 */
export function idParamsSchema(record: UuidRecord) {
  return z.object({ id: uuidOf(record) });
}

/** `/api/build/apk/:projectId` and `/api/build/fix/:projectId`. */
export const ProjectIdParamsSchema = z.object({ projectId: uuidOf('Project') });

/** `/api/build/:buildId/…`: one build, its events, its download link. */
export const BuildIdParamsSchema = z.object({ buildId: uuidOf('Build') });

/** `/api/generate/project/:id/versions/:n/restore`. */
export const VersionParamsSchema = idParamsSchema('Project').extend({ n: z.coerce.number().int().min(1) });
