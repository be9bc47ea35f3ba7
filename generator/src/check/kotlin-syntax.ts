/** Kotlin syntax errors from tree-sitter: ERROR nodes (unparseable code) and MISSING nodes (a token the parser had to invent). */
import type { Node } from 'web-tree-sitter';
import type { Finding } from './finding';
import { kotlinParser } from './kotlin-parser';
import { firstBadLine } from './kotlin-error-line';

const MAX_FINDINGS_PER_FILE = 5;

export interface KotlinSyntaxOptions {
  /** Skip invented `}` tokens when the brace check already reported the imbalance. */
  ignoreMissingBraces?: boolean;
}

/** Returns null when the parser is not loaded yet, so callers can say the check was skipped. */
export function checkKotlinSyntax(file: string, source: string, options: KotlinSyntaxOptions = {}): Finding[] | null {
  const parser = kotlinParser();
  if (!parser) return null;
  const tree = parser.parse(source);
  if (!tree) return null;
  try {
    if (!tree.rootNode.hasError) return [];
    const findings: Finding[] = [];
    collectErrors(tree.rootNode, file, options, findings, (node) => firstBadLine(parser, source, node.startPosition.row, node.endPosition.row));
    return findings.slice(0, MAX_FINDINGS_PER_FILE);
  } finally {
    tree.delete();
  }
}

type LocateError = (node: Node) => number;

function collectErrors(node: Node, file: string, options: KotlinSyntaxOptions, out: Finding[], locate: LocateError): void {
  if (out.length >= MAX_FINDINGS_PER_FILE) return;
  if (node.isMissing) {
    if (!(options.ignoreMissingBraces && node.type === '}')) out.push(missingFinding(node, file));
    return;
  }
  if (node.isError) {
    out.push(errorFinding(node, file, locate));
    return; // one finding per error region: what is inside is the same mistake
  }
  if (!node.hasError) return;
  for (const child of node.children) collectErrors(child, file, options, out, locate);
}

function missingFinding(node: Node, file: string): Finding {
  return {
    code: 'KOTLIN_SYNTAX_MISSING',
    severity: 'error',
    file,
    line: node.startPosition.row + 1,
    message: `Syntax error: expected '${node.type}' at line ${node.startPosition.row + 1}, column ${node.startPosition.column + 1}.`,
  };
}

function errorFinding(node: Node, file: string, locate: LocateError): Finding {
  const first = node.startPosition.row + 1;
  const last = node.endPosition.row + 1;
  if (first === last) {
    const snippet = node.text.trim().slice(0, 60);
    return { code: 'KOTLIN_SYNTAX_ERROR', severity: 'error', file, line: first, message: `Syntax error at line ${first}: unexpected ${snippet}` };
  }
  const line = locate(node);
  return {
    code: 'KOTLIN_SYNTAX_ERROR',
    severity: 'error',
    file,
    line,
    message: `Syntax error at line ${line} (the code from line ${first} to ${last} cannot be read).`,
  };
}
