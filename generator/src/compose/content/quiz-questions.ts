/** Sample question banks, so a quiz app is playable the moment it is generated. */
export interface QuizQuestion {
  question: string;
  options: [string, string, string, string];
  answer: string;
}

const q = (question: string, options: [string, string, string, string], answer: string): QuizQuestion => ({ question, options, answer });

export const WORLD_CAPITALS: QuizQuestion[] = [
  q('What is the capital of Japan?', ['Kyoto', 'Tokyo', 'Osaka', 'Seoul'], 'Tokyo'),
  q('What is the capital of Canada?', ['Toronto', 'Vancouver', 'Ottawa', 'Montreal'], 'Ottawa'),
  q('What is the capital of Australia?', ['Sydney', 'Melbourne', 'Perth', 'Canberra'], 'Canberra'),
  q('What is the capital of Brazil?', ['Rio de Janeiro', 'Brasília', 'São Paulo', 'Salvador'], 'Brasília'),
  q('What is the capital of Egypt?', ['Cairo', 'Alexandria', 'Giza', 'Luxor'], 'Cairo'),
  q('What is the capital of India?', ['Mumbai', 'Kolkata', 'New Delhi', 'Chennai'], 'New Delhi'),
  q('What is the capital of Kenya?', ['Mombasa', 'Nairobi', 'Kisumu', 'Addis Ababa'], 'Nairobi'),
  q('What is the capital of Argentina?', ['Buenos Aires', 'Córdoba', 'Santiago', 'Lima'], 'Buenos Aires'),
  q('What is the capital of South Korea?', ['Busan', 'Seoul', 'Incheon', 'Pyongyang'], 'Seoul'),
  q('What is the capital of Mexico?', ['Guadalajara', 'Cancún', 'Mexico City', 'Monterrey'], 'Mexico City'),
  q('What is the capital of France?', ['Lyon', 'Paris', 'Marseille', 'Nice'], 'Paris'),
  q('What is the capital of Turkey?', ['Istanbul', 'Ankara', 'Izmir', 'Antalya'], 'Ankara'),
  q('What is the capital of Thailand?', ['Bangkok', 'Phuket', 'Chiang Mai', 'Hanoi'], 'Bangkok'),
  q('What is the capital of Nigeria?', ['Lagos', 'Abuja', 'Kano', 'Accra'], 'Abuja'),
  q('What is the capital of New Zealand?', ['Auckland', 'Christchurch', 'Wellington', 'Queenstown'], 'Wellington'),
];

export const EUROPEAN_CAPITALS: QuizQuestion[] = [
  q('What is the capital of France?', ['Lyon', 'Paris', 'Marseille', 'Nice'], 'Paris'),
  q('What is the capital of Germany?', ['Munich', 'Hamburg', 'Berlin', 'Frankfurt'], 'Berlin'),
  q('What is the capital of Italy?', ['Rome', 'Milan', 'Naples', 'Venice'], 'Rome'),
  q('What is the capital of Spain?', ['Barcelona', 'Seville', 'Valencia', 'Madrid'], 'Madrid'),
  q('What is the capital of Portugal?', ['Porto', 'Lisbon', 'Faro', 'Braga'], 'Lisbon'),
  q('What is the capital of Poland?', ['Kraków', 'Gdańsk', 'Warsaw', 'Wrocław'], 'Warsaw'),
  q('What is the capital of Norway?', ['Oslo', 'Bergen', 'Stockholm', 'Trondheim'], 'Oslo'),
  q('What is the capital of Greece?', ['Thessaloniki', 'Athens', 'Sparta', 'Patras'], 'Athens'),
  q('What is the capital of Austria?', ['Salzburg', 'Graz', 'Vienna', 'Innsbruck'], 'Vienna'),
  q('What is the capital of Ireland?', ['Cork', 'Galway', 'Belfast', 'Dublin'], 'Dublin'),
];

export const GENERAL_KNOWLEDGE: QuizQuestion[] = [
  q('How many days are in a leap year?', ['364', '365', '366', '367'], '366'),
  q('Which planet is known as the Red Planet?', ['Venus', 'Mars', 'Jupiter', 'Saturn'], 'Mars'),
  q('What is the largest ocean on Earth?', ['Atlantic', 'Indian', 'Arctic', 'Pacific'], 'Pacific'),
  q('How many legs does a spider have?', ['6', '8', '10', '12'], '8'),
  q('What gas do plants absorb from the air?', ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Helium'], 'Carbon dioxide'),
  q('Who painted the Mona Lisa?', ['Picasso', 'Van Gogh', 'Leonardo da Vinci', 'Monet'], 'Leonardo da Vinci'),
  q('What is the boiling point of water at sea level?', ['90 °C', '100 °C', '110 °C', '120 °C'], '100 °C'),
  q('Which is the longest river in the world?', ['Amazon', 'Nile', 'Yangtze', 'Mississippi'], 'Nile'),
  q('How many continents are there?', ['5', '6', '7', '8'], '7'),
  q('What is the hardest natural substance?', ['Gold', 'Iron', 'Diamond', 'Quartz'], 'Diamond'),
];

export const SCIENCE: QuizQuestion[] = [
  q('What is H2O?', ['Salt', 'Water', 'Hydrogen', 'Oxygen'], 'Water'),
  q('What is the centre of an atom called?', ['Electron', 'Proton', 'Nucleus', 'Neutron'], 'Nucleus'),
  q('Which planet is closest to the Sun?', ['Mercury', 'Venus', 'Earth', 'Mars'], 'Mercury'),
  q('What force keeps us on the ground?', ['Magnetism', 'Friction', 'Gravity', 'Inertia'], 'Gravity'),
  q('What do bees make?', ['Milk', 'Honey', 'Silk', 'Wax paper'], 'Honey'),
  q('How many bones does an adult human have?', ['106', '206', '306', '406'], '206'),
  q('What is the chemical symbol for gold?', ['Go', 'Gd', 'Au', 'Ag'], 'Au'),
  q('Which organ pumps blood?', ['Lungs', 'Liver', 'Brain', 'Heart'], 'Heart'),
  q('What is the speed of light about?', ['300,000 km/s', '3,000 km/s', '30 km/s', '300 km/s'], '300,000 km/s'),
  q('What do caterpillars turn into?', ['Beetles', 'Butterflies', 'Spiders', 'Bees'], 'Butterflies'),
];

export const PLANETS: QuizQuestion[] = [
  q('Which planet is closest to the Sun?', ['Venus', 'Mercury', 'Earth', 'Mars'], 'Mercury'),
  q('Which planet is known as the Red Planet?', ['Jupiter', 'Venus', 'Mars', 'Saturn'], 'Mars'),
  q('Which is the largest planet in the solar system?', ['Saturn', 'Neptune', 'Earth', 'Jupiter'], 'Jupiter'),
  q('Which planet is famous for its bright rings?', ['Saturn', 'Mars', 'Mercury', 'Venus'], 'Saturn'),
  q('Which planet is the hottest?', ['Mercury', 'Venus', 'Mars', 'Jupiter'], 'Venus'),
  q('How many planets are in the solar system?', ['7', '8', '9', '10'], '8'),
  q('Which planet is farthest from the Sun?', ['Uranus', 'Pluto', 'Neptune', 'Saturn'], 'Neptune'),
  q('Which planet spins on its side?', ['Uranus', 'Neptune', 'Earth', 'Mars'], 'Uranus'),
  q('Which planet do we live on?', ['Mars', 'Venus', 'Earth', 'Mercury'], 'Earth'),
  q('What is the name of Earth\'s natural satellite?', ['Phobos', 'The Moon', 'Titan', 'Europa'], 'The Moon'),
  q('Which planet has the Great Red Spot storm?', ['Mars', 'Saturn', 'Jupiter', 'Neptune'], 'Jupiter'),
  q('Which is the smallest planet?', ['Mercury', 'Mars', 'Venus', 'Uranus'], 'Mercury'),
];

export const ELEMENTS: QuizQuestion[] = [
  q('Which element has the symbol O?', ['Gold', 'Oxygen', 'Osmium', 'Iron'], 'Oxygen'),
  q('Which element has the symbol H?', ['Helium', 'Hydrogen', 'Mercury', 'Hafnium'], 'Hydrogen'),
  q('Which element has the symbol Fe?', ['Iron', 'Fluorine', 'Lead', 'Zinc'], 'Iron'),
  q('Which element has the symbol Au?', ['Silver', 'Aluminium', 'Gold', 'Argon'], 'Gold'),
  q('Which element has the symbol Na?', ['Nitrogen', 'Sodium', 'Neon', 'Nickel'], 'Sodium'),
  q('Which element has the symbol C?', ['Calcium', 'Copper', 'Carbon', 'Chlorine'], 'Carbon'),
  q('Which element has the symbol Ag?', ['Silver', 'Gold', 'Argon', 'Tin'], 'Silver'),
  q('Which element has the symbol K?', ['Krypton', 'Potassium', 'Calcium', 'Cobalt'], 'Potassium'),
  q('Which element has the symbol Cu?', ['Copper', 'Curium', 'Calcium', 'Chromium'], 'Copper'),
  q('Which element has the symbol He?', ['Hydrogen', 'Hafnium', 'Helium', 'Holmium'], 'Helium'),
  q('Which element has the symbol N?', ['Neon', 'Nitrogen', 'Nickel', 'Sodium'], 'Nitrogen'),
  q('Which element has the symbol Pb?', ['Lead', 'Platinum', 'Phosphorus', 'Tin'], 'Lead'),
];

/** Picks a bank by the prompt's topic words. */
export function questionBankFor(lower: string): QuizQuestion[] {
  if (/\bplanets?\b|\bsolar system\b|\bastronom|\bspace\b/.test(lower)) return PLANETS;
  if (/\belements?\b|\bperiodic table\b|\bchemical symbols?\b/.test(lower)) return ELEMENTS;
  if (/\beurop/.test(lower)) return EUROPEAN_CAPITALS;
  if (/\bcapitals?\b|\bcountr(y|ies)\b|\bgeograph/.test(lower)) return WORLD_CAPITALS;
  if (/\bscience\b|\bphysics\b|\bchemistry\b|\bbiology\b/.test(lower)) return SCIENCE;
  return GENERAL_KNOWLEDGE;
}

/** The list item shape quiz apps store (matches the quiz builder's list fields). */
export function toQuizItem(question: QuizQuestion): Record<string, string> {
  const [a, b, c, d] = question.options;
  return { question: question.question, a, b, c, d, answer: question.answer };
}
