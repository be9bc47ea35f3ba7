/**
 * Truths and dares fit for a family sleepover or a party, so "truth or dare" starts with cards to
 * draw (generation-design.md: content written for the subject). The user adds and removes cards.
 */
export const TRUTHS = [
  'What is your most embarrassing moment?',
  'Who was your first crush?',
  'What is the silliest thing you are afraid of?',
  'What is a secret talent nobody knows about?',
  'What is the worst present you ever got?',
  'Have you ever blamed someone else for something you did?',
  'What is the strangest dream you remember?',
  'Which song do you secretly love?',
  'What is the last lie you told?',
  'If you could swap lives with someone here, who would it be?',
  'What is your weirdest habit?',
  'What is the most trouble you have ever been in?',
  'What food do you hate that everyone else loves?',
  'What would you do if you were invisible for a day?',
  'Who in this room would survive longest on a desert island?',
];

export const DARES = [
  'Do your best impression of someone here',
  'Sing the chorus of a song chosen by the group',
  'Talk in an accent until your next turn',
  'Do 10 jumping jacks',
  'Let the group draw a moustache on you',
  'Dance with no music for 30 seconds',
  'Speak only in rhymes for the next round',
  'Wear your socks on your hands until your next turn',
  'Tell a joke; if nobody laughs, tell another',
  'Balance a spoon on your nose for 10 seconds',
  'Do your best animal noise',
  'Walk like a crab across the room',
  'Hold a plank for 20 seconds',
  'Let someone else post a silly pose photo of you (kept on this phone)',
  'Say the alphabet backwards',
];

/** Each card said with its kind, truths and dares in turn, as many of each as asked (all there are, at most). */
export function truthOrDareCards(each: number): string[] {
  const n = Math.min(TRUTHS.length, Math.max(1, each));
  return [...Array(n).keys()].flatMap((i) => [`Truth: ${TRUTHS[i]!}`, `Dare: ${DARES[i]!}`]);
}
