import { set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, heading, input, text } from '../build/components';
import { wallClock } from '../build/dates';
import { boolVar, numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const ELAPSED = '(clock - parkedAt)';
const ELAPSED_TEXT = `floor(${ELAPSED} / 3600000) + ' h ' + pad(floor(${ELAPSED} / 60000) % 60, 2) + ' min ' + pad(floor(${ELAPSED} / 1000) % 60, 2) + ' s'`;

/**
 * Parking reminder: save level, spot and a note with the time; a 1-second timer refreshes the elapsed
 * time. Saving starts it, and it starts again by itself whenever the app opens with a car parked.
 */
export const buildParking: KindBuilder = (analysis) => {
  const clock = wallClock();
  return assembleSpec(analysis, 'tracker-counter', {
    defaultName: 'Parking Reminder',
    description: describe(analysis, 'Remember where you parked.'),
    features: ['Save level, spot and a note', 'Remembers when you parked', 'Time since parking', 'Saved on the phone'],
    state: [
      textVar('level', '', true), textVar('spot', '', true), textVar('note', '', true),
      numberVar('parkedAt', 0, true), textVar('parkedDay', '', true), boolVar('parked', false, true), clock.state,
    ],
    timers: [clock.timer],
    screens: [
      screen('main', 'Parking', [
        card('saved_card', [
          heading('saved_title', 'Your car'),
          text('saved_location', 'Level {level} · Spot {spot}', { size: 'title' }),
          text('saved_note', '{note}', { color: 'muted' }),
          text('saved_since', 'Parked on {parkedDay}', { size: 'small' }),
          display('elapsed_text', `{clock >= parkedAt ? ${ELAPSED_TEXT} : '…'}`, { size: 'headline' }),
        ], 'parked'),
        input('level_input', 'level', 'text', 'Level'),
        input('spot_input', 'spot', 'text', 'Spot'),
        input('note_input', 'note', 'multiline', 'Note'),
        button('save_button', 'Save parking spot', [
          when("len(level) > 0 || len(spot) > 0", [
            set('parkedAt', 'now()'), set('parkedDay', 'today()'), clock.read(), set('parked', 'true'),
            clock.start(), toast('Parking spot saved'),
          ], [toast('Enter the level or the spot')]),
        ]),
        button('clear_button', 'I left the car park', [set('parked', 'false'), clock.stop(), set('level', "''"), set('spot', "''"), set('note', "''")], { style: 'outlined', visible: 'parked' }),
      ], [when('parked', [clock.read(), clock.start()])]),
    ],
  });
};
