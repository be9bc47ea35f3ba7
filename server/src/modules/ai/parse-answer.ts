import { GenerationRefusalSchema, GenerationReportSchema, type AppSpec, type GenerationRefusal, type GenerationReport } from '@droidforge/contracts';
import { AnswerEnvelopeSchema } from './answer-schema';
import { checkAppSpec } from './check-app-spec';

export type ParsedAnswer =
  | { ok: true; spec: AppSpec; summary: string | undefined; report: GenerationReport | undefined }
  | { ok: 'refused'; refusal: GenerationRefusal }
  | { ok: false; issues: string[] };

/**
 * Reads a model's answer text: JSON (also inside a ```json fence or surrounded by prose, which
 * models without structured output often add), as the `{ summary, spec }` envelope or a bare
 * AppSpec, checked by checkAppSpec.
 */
export function parseAnswer(text: string): ParsedAnswer {
  const json = extractJson(text);
  if (json === undefined) return { ok: false, issues: ['The answer is not valid JSON. Reply with one JSON object only.'] };
  const envelope = AnswerEnvelopeSchema.safeParse(json);
  if (envelope.success && envelope.data.spec === undefined && envelope.data.refusal !== undefined) return parseRefusal(envelope.data.refusal);
  const isEnvelope = envelope.success && envelope.data.spec !== undefined;
  const checked = checkAppSpec(isEnvelope ? envelope.data.spec : json);
  if (!checked.ok) return { ok: false, issues: isEnvelope ? checked.issues.map((i) => `spec.${i}`) : checked.issues };
  // A malformed report is not worth a repair round: the app is what matters, the report is rebuilt from it.
  const report = isEnvelope ? GenerationReportSchema.safeParse(envelope.data.report) : undefined;
  return { ok: true, spec: checked.spec, summary: isEnvelope ? envelope.data.summary || undefined : undefined, report: report?.success ? report.data : undefined };
}

function parseRefusal(value: unknown): ParsedAnswer {
  const refusal = GenerationRefusalSchema.safeParse(value);
  if (refusal.success) return { ok: 'refused', refusal: refusal.data };
  return { ok: false, issues: refusal.error.issues.slice(0, 10).map((i) => `refusal.${i.path.join('.')}: ${i.message}`) };
}

/** The first JSON object in the text, or undefined. */
export function extractJson(text: string): unknown {
  const candidates = [text, fenced(text), outermostBraces(text)];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
    } catch {
      // Try the next, looser reading.
    }
  }
  return undefined;
}

function fenced(text: string): string | undefined {
  return /```(?:json)?\s*\n([\s\S]*?)\n?```/i.exec(text)?.[1];
}

function outermostBraces(text: string): string | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}
