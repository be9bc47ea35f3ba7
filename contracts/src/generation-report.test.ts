import { describe, expect, test } from 'vitest';
import { fitReport, GenerationReportSchema, REPORT_LIMITS } from './generation-report';

describe('fitReport', () => {
  test('cuts a report to the schema\'s limits, marking a cut text with an ellipsis', () => {
    const long = 'x'.repeat(1000);
    const report = {
      built: Array.from({ length: 70 }, (_, i) => (i === 0 ? long : `feature ${i}`)),
      notBuilt: Array.from({ length: 40 }, () => ({ request: long, reason: long })),
    };
    expect(GenerationReportSchema.safeParse(report).success).toBe(false);
    const fitted = fitReport(report);
    expect(GenerationReportSchema.safeParse(fitted).success).toBe(true);
    expect(fitted.built).toHaveLength(REPORT_LIMITS.built);
    expect(fitted.built[0]).toBe(`${'x'.repeat(REPORT_LIMITS.builtText - 1)}…`);
    expect(fitted.notBuilt).toHaveLength(REPORT_LIMITS.notBuilt);
    expect(fitted.notBuilt[0]!.request).toHaveLength(REPORT_LIMITS.request);
  });

  test('leaves a report within the limits as it is', () => {
    const report = { built: ['Add, edit and delete expenses'], notBuilt: [{ request: 'scan receipts', reason: 'the camera is not available' }] };
    expect(fitReport(report)).toEqual(report);
  });
});
