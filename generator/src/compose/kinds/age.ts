import { set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, heading, text } from '../build/components';
import { civilDays, dateEntry, TODAY_DAYS } from '../build/dates';
import { boolVar, numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/**
 * Age calculator: enter a birth date, get the exact age in years, months and days, and days lived.
 * The result is worked out again whenever the app opens, so it stays right on later days.
 */
export const buildAge: KindBuilder = (analysis) => {
  const birth = dateEntry('birth', 'Birth date', true);
  const parts = (prefix: string, date: string) => [set(`${prefix}Year`, `year(${date})`), set(`${prefix}Month`, `month(${date})`), set(`${prefix}Day`, `day(${date})`)];
  const compute = [
    set('bornDays', birth.days), set('todayDays', TODAY_DAYS),
    ...parts('b', birth.text), ...parts('t', 'today()'),
    set('prevMonth', 'tMonth == 1 ? 12 : tMonth - 1'),
    set('prevYear', 'tMonth == 1 ? tYear - 1 : tYear'),
    set('prevMonthDays', `todayDays - tDay + 1 - (${civilDays('prevYear', 'prevMonth', '1')})`),
    set('ageYears', 'tYear - bYear - ((tMonth < bMonth || (tMonth == bMonth && tDay < bDay)) ? 1 : 0)'),
    set('ageMonths', '(tMonth - bMonth + 12 - (tDay < bDay ? 1 : 0)) % 12'),
    set('ageDays', 'tDay >= bDay ? tDay - bDay : tDay + max(0, prevMonthDays - bDay)'),
    set('calculated', 'todayDays >= bornDays'),
  ];
  const calculate = [
    when(birth.isSet, [...compute, when('todayDays < bornDays', [toast('That date is in the future')])], [toast('Enter your birth date as YYYY-MM-DD')]),
  ];
  return assembleSpec(analysis, 'calculator-form', {
    defaultName: 'Age Calculator',
    description: describe(analysis, 'Work out an exact age from a birth date.'),
    features: ['Pick a birth date', 'Age in years, months and days', 'Total days lived'],
    state: [
      ...birth.state,
      ...['bYear', 'bMonth', 'bDay', 'tYear', 'tMonth', 'tDay'].map((n) => numberVar(n)),
      numberVar('bornDays'), numberVar('todayDays'), numberVar('prevMonth'), numberVar('prevYear'), numberVar('prevMonthDays'),
      numberVar('ageYears'), numberVar('ageMonths'), numberVar('ageDays'), boolVar('calculated'),
    ],
    screens: [
      screen('main', 'Age Calculator', [
        heading('form_title', 'Your birth date'),
        ...birth.components,
        button('calculate_button', 'Calculate age', calculate),
        card('result_card', [
          display('years_text', '{ageYears} years', { size: 'headline' }),
          text('age_text', '{ageYears} years, {ageMonths} months and {ageDays} days', { align: 'center' }),
          text('days_lived_text', 'That is {todayDays - bornDays} days', { align: 'center', color: 'muted' }),
        ], 'calculated'),
      ], [when(birth.isSet, compute)]),
    ],
  });
};
