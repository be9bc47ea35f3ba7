import { z } from 'zod';
import { AdmobConfigSchema, AdmobValidationSchema, AppDataSchema } from './appspec';
import type { Finding } from './builds';
import { GenerationReportSchema } from './generation-report';

export const PROMPT_MAX = 4000;
export const HISTORY_MAX = 40;

export const ChatTurnSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(PROMPT_MAX * 2) });
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

export const GenerateBodySchema = z.object({
  prompt: z.string().max(PROMPT_MAX, `Keep the prompt under ${PROMPT_MAX} characters`).default(''),
  conversationHistory: z.array(ChatTurnSchema).max(HISTORY_MAX * 5).default([]),
  admobConfig: AdmobConfigSchema.partial().nullish(),
  /** With a project id the request refines that project; without, it generates a new one. */
  projectId: z.string().uuid('Unknown project').nullish(),
  /** 'refine' without a project id is refused with NO_PROJECT (the builder's refine box). */
  mode: z.enum(['generate', 'refine']).optional(),
});
export type GenerateBody = z.infer<typeof GenerateBodySchema>;

export const GenerateReplySchema = z.object({
  appData: AppDataSchema,
  projectId: z.string(),
  creditsUsed: z.number().int(),
  creditsRemaining: z.number().int(),
  admobValidation: AdmobValidationSchema,
  version: z.number().int(),
  summary: z.string(),
  kind: z.string(),
  /** What was built (or changed) and each part of the request that was not, with the reason. */
  report: GenerationReportSchema,
});
export type GenerateReply = z.infer<typeof GenerateReplySchema>;

/** A `progress` event of POST /api/generate/stream: the step under way and how far along it is. */
export interface GenerationProgress {
  stage: string;
  percent: number;
  message: string;
}

export const ProjectListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  package_name: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type ProjectListItem = z.infer<typeof ProjectListItemSchema>;

export const PaginationSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() });
export type Pagination = z.infer<typeof PaginationSchema>;

/** GET /api/generate/projects?page=&limit=: which page of the owner's projects. */
export const ProjectsQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(24) });

/** GET /api/generate/projects: the owner's projects, a page at a time. */
export const ProjectListReplySchema = z.object({ projects: z.array(ProjectListItemSchema), pagination: PaginationSchema });
export type ProjectListReply = z.infer<typeof ProjectListReplySchema>;

/** What every view of a project starts with, the owner's and the admin's alike. */
export const ProjectCoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  package_name: z.string(),
  status: z.string(),
});

export const ProjectDetailSchema = ProjectCoreSchema.extend({
  prompt: z.string(),
  app_data: AppDataSchema,
  /** Project path → content of every file of the current version. */
  files: z.record(z.string(), z.string()),
  /** The AppSpec of the current version, or null once files were edited by hand (preview is static). */
  spec: z.unknown().nullable(),
  /**
   * Assistant turns of a generation or refinement carry its report (built / not built because …).
   * The text is answered as stored: a long refinement summary is past what a request may send back.
   */
  chat_history: z.array(ChatTurnSchema.extend({ content: z.string(), report: GenerationReportSchema.optional() })),
  current_version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

/** PUT /api/generate/project/:id: the saved version, what the code checks found in it, and the project as it is now. */
export const SaveFilesReplySchema = z.object({ version: z.number().int(), findings: z.array(z.custom<Finding>()), project: ProjectDetailSchema });
export type SaveFilesReply = z.infer<typeof SaveFilesReplySchema>;

export const SaveFilesBodySchema = z
  .object({
    // Paths, counts and sizes follow the one project rule (generator/src/check/project-rules), checked by the server.
    files: z.record(z.string(), z.string()).default({}),
    /** Paths removed from the new version; each must exist in the current one. */
    deleteFiles: z.array(z.string()).max(200, 'Too many files to delete').default([]),
  })
  .refine((b) => Object.keys(b.files).length > 0 || b.deleteFiles.length > 0, 'No files to save');

export const VersionSchema = z.object({ n: z.number().int(), source: z.string(), prompt: z.string().nullable(), created_at: z.string(), current: z.boolean(), interactive: z.boolean() });
export type Version = z.infer<typeof VersionSchema>;

/** GET /api/generate/project/:id/versions, newest first. */
export const VersionsReplySchema = z.object({ versions: z.array(VersionSchema) });
export type VersionsReply = z.infer<typeof VersionsReplySchema>;
