/**
 * What people usually pack, by kind of trip, so "a packing list for a ski trip" starts filled in
 * (generation-design.md: content written for the subject). The user ticks, adds and deletes.
 */
const TRIPS: { words: RegExp; items: string[] }[] = [
  { words: /\b(ski|skiing|snowboard\w*|snow)\b/, items: ['Ski jacket', 'Ski trousers', 'Thermal layers', 'Gloves', 'Goggles', 'Helmet', 'Warm socks', 'Sunscreen', 'Lip balm', 'Lift pass'] },
  { words: /\b(beach|seaside|island|tropical)\b/, items: ['Swimsuit', 'Sunscreen', 'Sunglasses', 'Towel', 'Sun hat', 'Flip-flops', 'Water bottle', 'Book', 'After-sun', 'Beach bag'] },
  { words: /\b(camp\w*|tent)\b/, items: ['Tent', 'Sleeping bag', 'Sleeping mat', 'Torch', 'Camping stove', 'Water bottle', 'First-aid kit', 'Rain jacket', 'Pocket knife', 'Matches'] },
  { words: /\b(hik\w*|trek\w*|hill ?walk\w*|backpack\w*)\b/, items: ['Hiking boots', 'Backpack', 'Water bottle', 'Rain jacket', 'Map', 'Snacks', 'First-aid kit', 'Sunscreen', 'Hat', 'Spare socks'] },
  { words: /\b(business|work|conference)\b/, items: ['Laptop', 'Charger', 'Suit', 'Shirts', 'Smart shoes', 'Business cards', 'Notebook', 'Passport', 'Toiletries', 'Headphones'] },
  { words: /\b(baby|toddler|kids?)\b/, items: ['Nappies', 'Wipes', 'Baby clothes', 'Bottles', 'Formula or snacks', 'Blanket', 'Favourite toy', 'Pushchair', 'Sun hat', 'Medicine'] },
  { words: /\b(festival|concert)\b/, items: ['Tickets', 'Tent', 'Wellies', 'Rain poncho', 'Power bank', 'Earplugs', 'Sunscreen', 'Cash', 'Water bottle', 'Torch'] },
];

const TRAVEL = ['Passport', 'Phone charger', 'Toothbrush', 'Toothpaste', 'Clothes', 'Underwear', 'Socks', 'Medicine', 'Wallet', 'Headphones'];

/** The usual things for the trip the prompt names; everyday travel things otherwise. */
export function packingListFor(lower: string): string[] {
  return TRIPS.find((t) => t.words.test(lower))?.items ?? TRAVEL;
}
