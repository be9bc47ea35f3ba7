import { describe, expect, test } from 'vitest';
import { composeApp } from '../../compose/compose-app';
import { validateSpec } from '../../spec/validate';
import { refine } from '../refine';

const fieldsAfter = (prompt: string, request: string) => {
  const result = refine(composeApp(prompt).spec, request);
  expect(result.report.notBuilt).toEqual([]);
  expect(validateSpec(result.spec)).toEqual([]);
  return result.spec.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.name}:${f.type}`);
};

describe('a field whose type the user names', () => {
  test.each([
    ['contact list for the PTA volunteers: name and phone', 'add a yes/no field for whether they can drive on field trips', 'canDrive:bool'],
    ['list of our babysitters with name and phone number', 'add an hourly rate field, as a number', 'hourlyRate:number'],
    ['list of our babysitters with name and phone number', 'add a number field for years of experience', 'experienceYears:number'],
    ['list of my books with title and author', 'add a started field (a date)', 'started:date'],
  ])('on "%s", "%s" adds %s', (prompt, request, field) => {
    expect(fieldsAfter(prompt, request)).toContain(field);
  });

  test('"a field for whether they can come" names the field by the modal and verb, not "can" alone', () => {
    expect(fieldsAfter('contact list for the PTA volunteers: name and phone', 'add a field for whether they can come to meetings')).toContain('canCome:bool');
  });

  test('"add a date field" with no name still adds a date', () => {
    expect(fieldsAfter('list of my books with title and author', 'add a date field')).toContain('date:date');
  });
});
