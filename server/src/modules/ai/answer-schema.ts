import { z } from 'zod';
import { AppSpecSchema, GenerationRefusalSchema, GenerationReportSchema } from '@droidforge/contracts';

/** A JSON Schema node, loosely typed: only read here, never trusted. */
export type JsonSchemaNode = { [key: string]: unknown };

const SUMMARY_MAX = 500;

/**
 * The AppSpec as JSON Schema (input side, so fields with defaults are optional), from the one zod
 * schema in contracts: the prompt outline and the provider's response format never drift from it.
 */
export function appSpecJsonSchema(): { root: JsonSchemaNode; defs: Record<string, JsonSchemaNode> } {
  const raw = z.toJSONSchema(AppSpecSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  const { $schema: _ignored, $defs, ...root } = raw;
  return { root: anyOfInsteadOfOneOf(root), defs: anyOfInsteadOfOneOf(($defs ?? {}) as Record<string, JsonSchemaNode>) };
}

/**
 * The model's answer: a short summary for the chat plus the complete AppSpec. Sent as the response
 * format so providers with structured output constrain decoding to it.
 */
export function answerJsonSchema(): JsonSchemaNode {
  cachedAnswer ??= buildAnswerJsonSchema();
  return cachedAnswer;
}

let cachedAnswer: JsonSchemaNode | undefined;

function buildAnswerJsonSchema(): JsonSchemaNode {
  const { root, defs } = appSpecJsonSchema();
  return {
    type: 'object',
    properties: {
      summary: { type: 'string', maxLength: SUMMARY_MAX, description: 'One or two sentences for the user: what was built or changed.' },
      spec: root,
      report: plainSchema(GenerationReportSchema),
      refusal: plainSchema(GenerationRefusalSchema),
    },
    // A refusal comes without a spec, so only the summary is required; parseAnswer insists on one of the two.
    required: ['summary'],
    additionalProperties: false,
    // Refs inside the spec point at #/$defs, so the definitions move to the answer's root.
    $defs: defs,
  };
}

/**
 * OpenAI's and several local servers' structured output accept `anyOf` but not `oneOf`; for
 * discriminated unions the two mean the same thing.
 */
function anyOfInsteadOfOneOf<T>(node: T): T {
  if (Array.isArray(node)) return node.map((n: unknown) => anyOfInsteadOfOneOf(n)) as T;
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k === 'oneOf' ? 'anyOf' : k, anyOfInsteadOfOneOf(v)]),
  ) as T;
}

function plainSchema(schema: z.ZodType): JsonSchemaNode {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as JsonSchemaNode;
  return rest;
}

export const AnswerEnvelopeSchema = z.object({
  summary: z.string().trim().max(SUMMARY_MAX).optional(),
  spec: z.unknown().optional(),
  report: z.unknown().optional(),
  refusal: z.unknown().optional(),
});
