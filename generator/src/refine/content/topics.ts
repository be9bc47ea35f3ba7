/**
 * Short explanations written for everyday subjects, so an "About" or "Why it matters" screen a user
 * asks for carries real content instead of a placeholder. Plain, general advice, not medical advice.
 */
export interface Topic {
  /** Words that name the subject in a request or an app. */
  words: RegExp;
  title: string;
  paragraphs: string[];
}

export const TOPICS: Topic[] = [
  {
    words: /\b(tips? (?:is|are) (?:calculated|worked out)|tipping|gratuit\w*|tip percentage|split(?:ting)? the bill)\b/i,
    title: 'How the tip is worked out',
    paragraphs: [
      'The tip is the bill multiplied by the tip percentage: a 15 % tip on a 40.00 bill is 40.00 × 0.15 = 6.00.',
      'The total to pay is the bill plus the tip (46.00 here). Split between people, each share is that total divided by the number of people: 46.00 / 2 = 23.00 each.',
      'Common tips are 10 to 20 % depending on the country and the service; some places add a service charge to the bill already, so check before adding more.',
    ],
  },
  {
    words: /\b(water|hydrat\w*|drink\w*)\b/i,
    title: 'Why water matters',
    paragraphs: [
      'Your body is mostly water, and it loses some all day through breathing, sweat and digestion.',
      'Drinking enough water helps you stay focused, keeps your energy up, supports digestion and helps your body control its temperature.',
      'Many adults need around 2 litres a day, more in hot weather or when you exercise. Sip through the day rather than all at once.',
    ],
  },
  {
    words: /\b(sleep\w*|bedtime|nap\w*)\b/i,
    title: 'Why sleep matters',
    paragraphs: [
      'Sleep is when your body repairs itself and your brain sorts and stores what you learned during the day.',
      'Most adults feel best with 7 to 9 hours a night. Going to bed and waking up at the same times, even at weekends, makes good sleep easier.',
      'Screens, caffeine late in the day and a warm room all make it harder to fall asleep.',
    ],
  },
  {
    // (Before exercise: "the beginner method steps" for a cube are moves, not walking.)
    words: /\b(rubik'?s?|speed ?cub\w*|cubing|cube solv\w*|solv\w* (?:the|a|my) cube|white cross|beginner'?s? method|layer[- ]by[- ]layer)\b/i,
    title: 'Beginner method',
    paragraphs: [
      'The beginner method solves the cube one layer at a time, in seven steps. Hold the cube with the white centre on top to start; a centre never moves, so it says what colour each face will be.',
      '1. The white cross: bring the four white edge pieces up around the white centre, each with its other colour matching the centre on its side.',
      '2. The white corners: find a corner with white in the bottom layer, turn the bottom until it sits under its place, and repeat R U R\' U\' until it goes in white side up.',
      '3. The middle layer: turn the cube white side down. Match an edge from the top layer with its centre, then move it left (U\' L\' U L U F U\' F\') or right (U R U\' R\' U\' F\' U F).',
      '4. The yellow cross: with yellow on top, repeat F R U R\' U\' F\' (from a dot, an L shape or a line) until a yellow cross shows.',
      '5. Line up the yellow edges: turn the top so two edges match their centres, then R U R\' U R U2 R\' swaps the others round.',
      '6. Place the yellow corners: U R U\' L\' U R\' U\' L cycles three corners until each sits in its right spot, even if twisted.',
      '7. Twist the last corners: hold a wrong corner at the front right top and repeat R\' D\' R D until it is yellow on top, then turn only the top layer to bring the next one there. The cube comes right when the last one is done.',
      'Letters name the face turned a quarter clockwise (R right, L left, U up, D down, F front); a \' means anticlockwise and a 2 a half turn. Time your solves and try to beat your best.',
    ],
  },
  {
    // ("terms and conditions", "long term": no school in them.)
    words: /\b(?:school|uni|university|college) (?:terms?|semesters?)\b|\bterm(?:[- ]time)? dates?\b|\b(?:autumn|spring|summer|fall) (?:term|semester)s?\b|\bhalf[- ]terms?\b|\bschool (?:year|holidays?|calendar)\b/i,
    title: 'School term dates',
    paragraphs: [
      'Schools in the UK split the year into three terms, each with a one-week half-term holiday in the middle.',
      'Autumn term: early September to just before Christmas, with half term in late October. Christmas holidays: about two weeks.',
      'Spring term: early January to the Easter holidays, with half term in mid-February. Easter holidays: about two weeks in late March or April.',
      'Summer term: after Easter to late July, with half term at the end of May. Summer holidays: about six weeks, from late July to early September.',
      'In the US the school year usually runs in two semesters: fall from late August to mid-December, and spring from January to late May or June, with a week off in spring.',
      'Exact dates differ between areas and schools, and there are a few training (INSET) days each year, so check your school\'s website and add each date as an event in the list.',
    ],
  },
  {
    // (Before exercise: "football training" asks about the game.)
    words: /\b(?:(?:5|five|6|six|7|seven)[- ]a[- ]side|football|soccer|futsal)\b/i,
    title: 'Basic 5-a-side football rules',
    paragraphs: [
      'Each team has five players on the pitch: one goalkeeper and four outfield players. Rolling substitutes are allowed, so players can come off and go back on at any stoppage.',
      'A match is usually two halves of 15 to 20 minutes. The team that scores more goals wins; a goal counts when the whole ball crosses the goal line between the posts and under the bar.',
      'Kick-off is from the centre spot at the start of each half and after every goal. Most leagues keep the ball below head height: a ball kicked over the height of the crossbar gives the other team a free kick.',
      'Only the goalkeeper may handle the ball, and only inside their own area; in most leagues outfield players may not enter the goal area at all, and the keeper may not leave it.',
      'There are no slide tackles and no offside. A foul, a handball or a ball over head height gives a free kick to the other team; opponents stand at least 3 metres away.',
      'When the ball goes out at the side, play restarts with a kick-in. When it goes over the goal line, the keeper restarts with a throw or roll if the attackers touched it last, or the attackers take a corner if a defender did.',
    ],
  },
  {
    words: /\b(workout\w*|exercis\w*|training|gym|fitness|run\w*|walk\w*|steps?)\b/i,
    title: 'Why moving matters',
    paragraphs: [
      'Regular exercise strengthens your heart, muscles and bones, improves your mood and helps you sleep better.',
      'Aim for about 150 minutes of moderate activity a week, such as brisk walking, plus two sessions that work your muscles.',
      'Start small, rest between hard sessions, and increase the load a little at a time to avoid injury.',
    ],
  },
  {
    words: /\b(money|budget\w*|expens\w*|spend\w*|sav\w*|financ\w*)\b/i,
    title: 'Why tracking money helps',
    paragraphs: [
      'Writing down what you spend shows where your money really goes, which is often different from what you expect.',
      'Once you can see your spending by category, it is easier to set a budget, cut what you do not value and save for what you do.',
      'A small amount saved every month adds up: try to put some aside as soon as you are paid.',
    ],
  },
  {
    words: /\b(read\w*|books?)\b/i,
    title: 'Why reading matters',
    paragraphs: [
      'Reading builds vocabulary, knowledge and concentration, and a good story is one of the cheapest ways to relax.',
      'A few pages every day add up to many books a year. Keeping a list of what you read helps you remember it and choose what is next.',
    ],
  },
  {
    words: /\b(stud\w*|learn\w*|revis\w*|exam\w*|homework|flashcards?|vocabulary)\b/i,
    title: 'How to learn well',
    paragraphs: [
      'Short, regular sessions beat one long cram: your memory keeps more when you come back to a subject over several days.',
      'Test yourself instead of only rereading. Trying to remember an answer is what makes it stick.',
      'Take a short break every 25 to 50 minutes, and sleep well before an exam.',
    ],
  },
  {
    words: /\b(meditat\w*|mindful\w*|breath\w*|calm|stress)\b/i,
    title: 'Why a calm minute helps',
    paragraphs: [
      'A few minutes of slow breathing lowers your heart rate and helps you step back from stress.',
      'Breathe in through your nose for four counts, hold briefly, and breathe out slowly for six. Doing it daily makes it easier when you need it.',
    ],
  },
  {
    words: /\buno\b/i,
    title: 'The rules of Uno',
    paragraphs: [
      'Each player is dealt 7 cards and the rest form the draw pile; turn its top card over to start the discard pile. Play goes round the table, and the first player to get rid of every card wins the round.',
      'On your turn, put down a card that matches the top card of the discard pile by colour, number or symbol. If you cannot (or would rather not), draw one card; if that card can be played, you may play it straight away.',
      'Action cards: Skip makes the next player miss a turn, Reverse changes the direction of play, and Draw Two makes the next player pick up two cards and miss their turn.',
      'A Wild card can be played on anything and lets you choose the colour. A Wild Draw Four also makes the next player draw four cards and miss a turn; officially it may only be played when you have no card of the current colour.',
      'When you play your second-to-last card, call "Uno!". If someone catches you before the next player starts their turn, you draw two cards as a penalty.',
      'Scoring: the winner of a round scores the cards left in the other hands: number cards at face value, Skip, Reverse and Draw Two 20 points each, Wild and Wild Draw Four 50. The first to 500 points wins the game.',
    ],
  },
  {
    // ("soft, medium and hard boiled", "boiling eggs", "how long to boil an egg", "cooking times for eggs".)
    words: /\b(?:(?:soft|medium|hard)(?:[- ]boiled?)?,? (?:(?:medium|and|or|hard|soft),? ){0,3}(?:medium|hard|soft)[- ]boiled?|(?:soft|medium|hard)[- ]boiled?|(?:boil|cook)(?:ed|ing)? (?:an |the |my |some )?eggs?|eggs? (?:boil\w*|cook\w*|tim\w*)|(?:times?|long) (?:for|to (?:boil|cook)) (?:an |the |my |some )?eggs?)\b/i,
    title: 'Egg boiling times',
    paragraphs: [
      'Lower the eggs gently into water that is already boiling, then start the timer. The times are for large eggs straight from the fridge; take off a minute for small eggs or eggs at room temperature.',
      'Soft boiled: 6 minutes. The white is set and the yolk is runny, just right for dipping toast.',
      'Medium boiled: 8 minutes. The yolk is jammy, set at the edge and still soft in the middle.',
      'Hard boiled: 10 to 12 minutes. The yolk is firm all the way through, good for salads and sandwiches.',
      'When the time is up, put the eggs in cold water for a minute or two so they stop cooking and are easier to peel.',
    ],
  },
  {
    words: /\b(habits?|routines?|streaks?)\b/i,
    title: 'How habits stick',
    paragraphs: [
      'Habits form through repetition: doing something at the same time and place each day makes it automatic over a few weeks.',
      'Start with a version so small it is easy, tick it off every day, and do not break the chain twice in a row.',
    ],
  },
];

/** The topic a request names first, else the one the app is about. */
export function topicFor(...texts: string[]): Topic | undefined {
  for (const text of texts) {
    const found = TOPICS.find((t) => t.words.test(text));
    if (found) return found;
  }
  return undefined;
}
