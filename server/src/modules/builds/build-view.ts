import type { BuildSummary, BuildView } from '@droidforge/contracts';
import type { BuildWithApp } from './builds.queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toBuildView(b: BuildWithApp): BuildView {
  return {
    id: b.id,
    projectId: b.projectId,
    version: b.versionN,
    status: b.status,
    step: b.step,
    steps: b.steps ?? [],
    log: b.log,
    findings: b.findings ?? [],
    error: b.error,
    buildLog: b.log,
    apkSize: b.deletedAt ? null : b.apkSize,
    sha256: b.sha256,
    queuedAt: b.queuedAt.toISOString(),
    startedAt: iso(b.startedAt),
    finishedAt: iso(b.finishedAt),
    expiresAt: iso(b.expiresAt),
    appName: b.appName,
    toolchain: b.toolchain,
    kind: b.kind,
    fix: b.fixResult ?? null,
  };
}

/** The list form: everything but the log, which can be large. */
export function toBuildSummary(b: BuildWithApp): BuildSummary {
  const { log: _log, buildLog: _buildLog, ...rest } = toBuildView(b);
  return rest;
}
