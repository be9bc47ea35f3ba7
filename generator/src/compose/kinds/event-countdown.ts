import { set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, heading, input, text } from '../build/components';
import { dateEntry, wallClock } from '../build/dates';
import { boolVar, numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const LEFT = '(target * 86400000 - clock)';

/**
 * Countdown to an event: name and date in, days, hours and minutes left out, ticking every second.
 * The countdown is remembered and starts ticking again by itself when the app opens.
 */
export const buildEventCountdown: KindBuilder = (analysis) => {
  const date = dateEntry('event', 'Event date', true);
  const clock = wallClock();
  const start = [
    when(`len(eventName) > 0 && ${date.isSet}`, [set('target', date.days), clock.read(), set('counting', 'true'), clock.start()], [
      toast('Enter the event name and date'),
    ]),
  ];
  return assembleSpec(analysis, 'timer', {
    defaultName: 'Event Countdown',
    description: describe(analysis, 'Count down to an event.'),
    features: ['Enter the event name and date', 'Days, hours and minutes left', 'Updates every second', 'Remembers the event'],
    state: [textVar('eventName', '', true), ...date.state, numberVar('target', 0, true), clock.state, boolVar('counting', false, true)],
    timers: [clock.timer],
    screens: [
      screen('main', 'Countdown', [
        heading('form_title', 'Your event'),
        input('event_name_input', 'eventName', 'text', 'Event name'),
        ...date.components,
        button('start_button', 'Start countdown', start),
        card('countdown_card', [
          text('event_title', '{eventName}', { size: 'title', bold: true, align: 'center' }),
          display('days_left_text', `{${LEFT} > 0 ? str(floor(${LEFT} / 86400000)) + ' days' : 'Today!'}`),
          text('time_left_text', `{${LEFT} > 0 ? str(floor(${LEFT} / 3600000) % 24) + ' hours ' + str(floor(${LEFT} / 60000) % 60) + ' minutes ' + str(floor(${LEFT} / 1000) % 60) + ' seconds left' : 'The day has come'}`, { align: 'center' }),
        ], 'counting'),
      ], [when('counting', [clock.read(), clock.start()])]),
    ],
  });
};
