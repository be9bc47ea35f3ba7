/** Well-known short quotes for the random quote app's starter set. */
export const QUOTES: { text: string; author: string }[] = [
  { text: 'The best way to predict the future is to create it.', author: 'Peter Drucker' },
  { text: 'It always seems impossible until it is done.', author: 'Nelson Mandela' },
  { text: 'Simplicity is the ultimate sophistication.', author: 'Leonardo da Vinci' },
  { text: 'Whether you think you can or you think you cannot, you are right.', author: 'Henry Ford' },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin' },
  { text: 'The journey of a thousand miles begins with one step.', author: 'Lao Tzu' },
  { text: 'Act as if what you do makes a difference. It does.', author: 'William James' },
  { text: 'Happiness depends upon ourselves.', author: 'Aristotle' },
  { text: 'Stay hungry, stay foolish.', author: 'Steve Jobs' },
  { text: 'What we think, we become.', author: 'Buddha' },
  { text: 'Fall seven times, stand up eight.', author: 'Japanese proverb' },
  { text: 'The secret of getting ahead is getting started.', author: 'Mark Twain' },
  { text: 'Believe you can and you are halfway there.', author: 'Theodore Roosevelt' },
  { text: 'Quality is not an act, it is a habit.', author: 'Aristotle' },
  { text: 'Everything you can imagine is real.', author: 'Pablo Picasso' },
  { text: 'Little by little, one travels far.', author: 'J. R. R. Tolkien' },
  { text: 'Turn your wounds into wisdom.', author: 'Oprah Winfrey' },
  { text: 'If you want to lift yourself up, lift up someone else.', author: 'Booker T. Washington' },
  { text: 'Energy and persistence conquer all things.', author: 'Benjamin Franklin' },
];

/** Positive affirmations, for the affirmation variant of the quote app. */
export const AFFIRMATIONS: { text: string; author: string }[] = [
  'I am enough, just as I am.', 'I can do hard things.', 'Today I choose progress over perfection.', 'I am worthy of kindness, from others and from myself.',
  'My mistakes help me learn and grow.', 'I trust myself to make good decisions.', 'I breathe in calm and breathe out worry.', 'I am grateful for this day.',
  'I deserve rest as much as I deserve success.', 'I bring something valuable to every room I enter.', 'I am becoming the best version of myself.', 'My feelings are valid.',
  'I focus on what I can control.', 'I am proud of how far I have come.', 'I welcome new opportunities.', 'I speak to myself with kindness.',
  'I have the strength to get through today.', 'Small steps still move me forward.', 'I let go of what I cannot change.', 'I am allowed to take up space.',
  'My body deserves care and respect.', 'I celebrate my own wins, big and small.', 'I am open to learning something new today.', 'I choose peace over worry.',
  'I am loved and I give love freely.',
].map((text) => ({ text, author: 'Affirmation' }));

/** Clean, short jokes for the random joke variant of the quote app. */
export const JOKES: { text: string; author: string }[] = [
  { text: 'Why did the scarecrow win an award? He was outstanding in his field.', author: 'Classic' },
  { text: 'I told my computer I needed a break, and it said: no problem, I will go to sleep.', author: 'Tech' },
  { text: 'Why do bees have sticky hair? Because they use honeycombs.', author: 'Classic' },
  { text: 'What do you call a fake noodle? An impasta.', author: 'Kitchen' },
  { text: 'Why did the math book look sad? It had too many problems.', author: 'School' },
  { text: 'What do you call a bear with no teeth? A gummy bear.', author: 'Classic' },
  { text: 'Why can\'t a bicycle stand on its own? It is two tired.', author: 'Classic' },
  { text: 'What did the ocean say to the beach? Nothing, it just waved.', author: 'Seaside' },
];
