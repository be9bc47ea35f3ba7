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
];

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
