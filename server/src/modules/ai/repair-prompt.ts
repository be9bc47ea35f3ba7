import type { ModelMessage } from 'ai';
import type { Finding } from '@droidforge/generator/check/index';
import { isAllowedProjectPath } from '@droidforge/generator/check/project-rules';

/** Caps on what is sent, so one broken project cannot make a huge (and costly) request. */
export const REPAIR_INPUT_LIMITS = {
  /** Files to repair per request. */
  files: 8,
  /** Characters per file to repair; a larger file is not sent (and so cannot be changed). */
  fileChars: 60_000,
  /** The manifest is context only and is cut at this length. */
  manifestChars: 8_000,
  findings: 40,
} as const;

const MANIFEST = 'app/src/main/AndroidManifest.xml';

/** Gradle scripts and their settings: never sent to be repaired, never accepted back (DESIGN §4). */
export function isGradleFile(path: string): boolean {
  return /(^|\/)(gradle\/|[^/]*\.gradle(\.kts)?$|[^/]*gradle[^/]*\.properties$)/i.test(path);
}

export interface RepairRequest {
  /** The files the model may return, exactly as named in the request. */
  editable: string[];
  /** The findings in those files, as sent. */
  findings: Finding[];
  messages: ModelMessage[];
}

/**
 * The request for a repair: only the files the findings name (safe project paths, not Gradle, not
 * too large), those findings, and the manifest cut to size as read-only context. Undefined when no
 * finding names a file that may be sent.
 */
export function repairRequest(files: Readonly<Record<string, string>>, findings: readonly Finding[]): RepairRequest | undefined {
  const editable = [...new Set(findings.map((f) => f.file))].filter((p) => isRepairable(p, files[p])).slice(0, REPAIR_INPUT_LIMITS.files);
  if (editable.length === 0) return undefined;
  const sent = findings.filter((f) => editable.includes(f.file)).slice(0, REPAIR_INPUT_LIMITS.findings);
  const manifest = editable.includes(MANIFEST) ? undefined : files[MANIFEST];
  const parts = [
    'The build of this Android app fails with these errors:',
    ...sent.map((f) => `- ${f.file}${f.line ? `:${f.line}` : ''}: ${f.message}`),
    '',
    'Files to repair (return the complete corrected content of each file you change):',
    ...editable.map((p) => fileBlock(p, files[p]!)),
  ];
  if (manifest !== undefined) parts.push('', 'For context only (do not return it):', fileBlock(MANIFEST, manifest.slice(0, REPAIR_INPUT_LIMITS.manifestChars)));
  return { editable, findings: sent, messages: [{ role: 'user', content: parts.join('\n') }] };
}

function isRepairable(path: string, content: string | undefined): boolean {
  return content !== undefined && content.length <= REPAIR_INPUT_LIMITS.fileChars && isAllowedProjectPath(path) && !isGradleFile(path);
}

function fileBlock(path: string, content: string): string {
  return `--- ${path} ---\n${content}\n--- end of ${path} ---`;
}

/** The fixed instructions of every repair request. */
export function repairSystemPrompt(): string {
  return [
    'You repair compile errors in an Android app written in Kotlin with XML resources, built without Gradle.',
    'Rules:',
    '- Use only Android framework APIs available at API level 23 (android.*) and the Kotlin standard library; the app has minSdk 24.',
    '- No androidx, no Material components, no android.support, no third-party libraries.',
    '- Fix only the listed errors. Keep everything else unchanged: names, ids, behaviour, formatting and comments.',
    '- Return only files from "Files to repair", each with its exact path and complete new content. Never return other paths, never create files, never write Gradle files.',
    '- Leave out files you did not change.',
    'Reply with one JSON object and nothing else: {"files": [{"path": "...", "content": "..."}], "summary": "one or two sentences for the user on what you changed"}.',
  ].join('\n');
}

/** Adds the rejected answer and its problems, asking once for a corrected object. */
export function repairRetryMessages(previous: ModelMessage[], badAnswer: string, issues: string[]): ModelMessage[] {
  return [
    ...previous,
    { role: 'assistant', content: badAnswer.slice(0, 4_000) || '(empty answer)' },
    {
      role: 'user',
      content: ['That answer cannot be used. Problems found:', ...issues.slice(0, 20).map((i) => `- ${i}`), '', 'Reply with the corrected JSON object {"files", "summary"} and nothing else.'].join('\n'),
    },
  ];
}
