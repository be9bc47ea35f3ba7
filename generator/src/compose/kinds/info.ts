import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { toTitleCase } from '../analyze/words';
import { dial, share } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, heading, list, literal, text } from '../build/components';
import { listVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const MENUS: { words: RegExp; items: { name: string; price: number }[] }[] = [
  { words: /\bbakery|\bbread|\bpastr/, items: [{ name: 'Sourdough loaf', price: 5.5 }, { name: 'Croissant', price: 2.2 }, { name: 'Cinnamon roll', price: 3 }, { name: 'Baguette', price: 2.8 }, { name: 'Chocolate cake slice', price: 4.5 }] },
  { words: /\bcafe|café|coffee/, items: [{ name: 'Espresso', price: 2.5 }, { name: 'Cappuccino', price: 3.5 }, { name: 'Latte', price: 3.8 }, { name: 'Muffin', price: 2.9 }] },
  { words: /\bpizz/, items: [{ name: 'Margherita', price: 9 }, { name: 'Pepperoni', price: 11 }, { name: 'Vegetarian', price: 10.5 }, { name: 'Garlic bread', price: 4 }] },
  { words: /\bsalon|\bbarber|\bhair/, items: [{ name: 'Haircut', price: 25 }, { name: 'Beard trim', price: 12 }, { name: 'Colour', price: 60 }] },
];
const DEFAULT_MENU = [{ name: 'Soup of the day', price: 6 }, { name: 'Sandwich', price: 7.5 }, { name: 'Salad', price: 8 }, { name: 'Lemonade', price: 3 }];

function businessName(analysis: PromptAnalysis): string {
  const subject = analysis.ownerSubject ?? /\b(bakery|restaurant|cafe|café|coffee shop|salon|barber|shop|store|pizzeria|clinic|gym)\b/.exec(analysis.lower)?.[1];
  return subject ? `My ${toTitleCase(subject)}` : 'My Business';
}

/** A business's info app: menu with prices, opening hours, address, a call button and sharing. */
export const buildInfo: KindBuilder = (analysis) => {
  const name = analysis.appName ?? businessName(analysis);
  const menu = MENUS.find((m) => m.words.test(analysis.lower))?.items ?? DEFAULT_MENU;
  const phone = /(\+?\d[\d\s-]{6,}\d)/.exec(analysis.text)?.[1] ?? '+1 555 0100';
  const hours = ['Mon–Fri: 7:00 – 18:00', 'Saturday: 8:00 – 16:00', 'Sunday: closed'];
  return assembleSpec(analysis, 'info', {
    defaultName: name,
    description: describe(analysis, `${name}: menu, opening hours and contact.`),
    features: ['Menu with prices', 'Opening hours', 'Call button', 'Share the address'],
    state: [listVar('menu', [{ name: 'name', type: 'text' }, { name: 'price', type: 'number' }], menu.map((m) => ({ ...m })), false)],
    screens: [
      screen('main', name, [
        heading('welcome_title', `Welcome to ${literal(name)}`),
        text('menu_title', 'Menu', { size: 'title', bold: true, color: 'primary' }),
        list('menu_list', 'menu', [text('menu_item', '{item.name} — {fixed(item.price, 2)}')], 'Menu coming soon'),
        card('hours_card', [text('hours_title', 'Opening hours', { bold: true }), ...hours.map((h, i) => text(`hours_${i}`, h))]),
        card('contact_card', [
          text('address_text', '12 Market Street'),
          text('phone_text', `Phone: ${phone}`),
          button('call_button', 'Call us', [dial(phone)]),
          button('share_button', 'Share address', [share(literal(`${name}, 12 Market Street, ${phone}`))], { style: 'outlined' }),
        ]),
      ]),
    ],
  });
};
