/**
 * The spec's local Kotlin checks: package declaration, a class definition, `android.support.*`
 * imports and brace balance. They work on plain text so they also explain files the parser rejects.
 */
import type { Finding } from './finding';
import { maskKotlin } from './kotlin-mask';
import { lineStarts, lineFromStarts } from './text';

const PACKAGE_LINE = /^\s*package\s+[A-Za-z_][\w.]*/m;
const TYPE_DECLARATION = /(^|\n)[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|open|abstract|final|sealed|data|enum|inner|annotation|value)\s+)*(?:class|object|interface)\s+[A-Za-z_]\w*/;
const SUPPORT_IMPORT = /^[ \t]*import\s+(android\.support\.[\w.*]+)/gm;
const ANDROIDX_IMPORT = /^[ \t]*import\s+((?:androidx|com\.google\.android\.material)\.[\w.*]+)/gm;

export function checkKotlinStructure(file: string, source: string): Finding[] {
  const masked = maskKotlin(source);
  return [
    ...checkPackage(file, masked),
    ...checkTypeDeclaration(file, masked),
    ...checkImports(file, masked),
    ...checkBraces(file, masked),
  ];
}

function checkPackage(file: string, masked: string): Finding[] {
  if (PACKAGE_LINE.test(masked)) return [];
  return [{ code: 'KOTLIN_PACKAGE_MISSING', severity: 'error', file, line: 1, message: 'The file has no package declaration.' }];
}

function checkTypeDeclaration(file: string, masked: string): Finding[] {
  if (TYPE_DECLARATION.test(masked)) return [];
  // Top-level functions alone are valid Kotlin, but an Android source file is expected to define a class.
  return [{ code: 'KOTLIN_CLASS_MISSING', severity: 'warning', file, line: null, message: 'The file defines no class, object or interface.' }];
}

function checkImports(file: string, masked: string): Finding[] {
  const starts = lineStarts(masked);
  const findings: Finding[] = [];
  for (const match of masked.matchAll(SUPPORT_IMPORT)) {
    findings.push({
      code: 'KOTLIN_SUPPORT_IMPORT',
      severity: 'error',
      file,
      line: lineFromStarts(starts, match.index),
      message: `${match[1]} is the old support library; use androidx (or a framework class) instead.`,
    });
  }
  for (const match of masked.matchAll(ANDROIDX_IMPORT)) {
    findings.push({
      code: 'KOTLIN_LIBRARY_IMPORT',
      severity: 'warning',
      file,
      line: lineFromStarts(starts, match.index),
      message: `${match[1]} comes from a library: only the Gradle toolchain can build it; the embedded one builds framework-only apps.`,
    });
  }
  return findings;
}

function checkBraces(file: string, masked: string): Finding[] {
  const openOffsets: number[] = [];
  const extraCloseOffsets: number[] = [];
  let opens = 0;
  let closes = 0;
  for (let i = 0; i < masked.length; i++) {
    if (masked[i] === '{') {
      opens++;
      openOffsets.push(i);
    } else if (masked[i] === '}') {
      closes++;
      if (openOffsets.pop() === undefined) extraCloseOffsets.push(i);
    }
  }
  if (opens === closes && extraCloseOffsets.length === 0) return [];
  const starts = lineStarts(masked);
  const firstExtraClose = extraCloseOffsets[0];
  const lastUnclosed = openOffsets[openOffsets.length - 1];
  const offset = firstExtraClose ?? lastUnclosed;
  const detail =
    opens > closes
      ? `${opens - closes} '{' never closed`
      : opens < closes
        ? `${closes - opens} '}' too many`
        : "a '}' comes before its '{'";
  return [
    {
      code: 'KOTLIN_BRACES_UNBALANCED',
      severity: 'error',
      file,
      line: offset === undefined ? null : lineFromStarts(starts, offset),
      message: `Unbalanced braces: ${opens} '{' and ${closes} '}' (${detail}).`,
    },
  ];
}
