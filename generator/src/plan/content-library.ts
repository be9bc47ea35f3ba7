/** Content the generator ships, written for the subject: never placeholders. */
export interface ContentEntry {
  title: string;
  plural: string;
  front: string;
  back: string;
  rows: [string, string][];
}

export const CONTENT: Record<string, ContentEntry> = {
  'phrases-spanish': {
    title: 'Spanish Phrases', plural: 'phrases', front: 'Spanish', back: 'English',
    rows: [
      ['Hola', 'Hello'], ['Gracias', 'Thank you'], ['Por favor', 'Please'], ['¿Cuánto cuesta?', 'How much is it?'],
      ['¿Dónde está el baño?', 'Where is the toilet?'], ['La cuenta, por favor', 'The bill, please'], ['No entiendo', "I don't understand"],
      ['¿Habla inglés?', 'Do you speak English?'], ['Una mesa para dos', 'A table for two'], ['¿Dónde está la estación?', 'Where is the station?'],
      ['Perdón', 'Excuse me'], ['Buenos días', 'Good morning'],
    ],
  },
  'phrases-french': {
    title: 'French Phrases', plural: 'phrases', front: 'French', back: 'English',
    rows: [
      ['Bonjour', 'Hello'], ['Merci', 'Thank you'], ["S'il vous plaît", 'Please'], ["C'est combien ?", 'How much is it?'],
      ['Où sont les toilettes ?', 'Where is the toilet?'], ["L'addition, s'il vous plaît", 'The bill, please'], ['Je ne comprends pas', "I don't understand"],
      ['Parlez-vous anglais ?', 'Do you speak English?'], ['Une table pour deux', 'A table for two'], ['Où est la gare ?', 'Where is the station?'],
      ['Excusez-moi', 'Excuse me'], ['Bonsoir', 'Good evening'],
    ],
  },
  'phrases-italian': {
    title: 'Italian Phrases', plural: 'phrases', front: 'Italian', back: 'English',
    rows: [
      ['Ciao', 'Hello'], ['Grazie', 'Thank you'], ['Per favore', 'Please'], ['Quanto costa?', 'How much is it?'],
      ["Dov'è il bagno?", 'Where is the toilet?'], ['Il conto, per favore', 'The bill, please'], ['Non capisco', "I don't understand"],
      ['Parla inglese?', 'Do you speak English?'], ['Un tavolo per due', 'A table for two'], ["Dov'è la stazione?", 'Where is the station?'],
      ['Mi scusi', 'Excuse me'], ['Buongiorno', 'Good morning'],
    ],
  },
  'phrases-german': {
    title: 'German Phrases', plural: 'phrases', front: 'German', back: 'English',
    rows: [
      ['Hallo', 'Hello'], ['Danke', 'Thank you'], ['Bitte', 'Please'], ['Wie viel kostet das?', 'How much is it?'],
      ['Wo ist die Toilette?', 'Where is the toilet?'], ['Die Rechnung, bitte', 'The bill, please'], ['Ich verstehe nicht', "I don't understand"],
      ['Sprechen Sie Englisch?', 'Do you speak English?'], ['Ein Tisch für zwei', 'A table for two'], ['Wo ist der Bahnhof?', 'Where is the station?'],
      ['Entschuldigung', 'Excuse me'], ['Guten Morgen', 'Good morning'],
    ],
  },
  'phrases-portuguese': {
    title: 'Portuguese Phrases', plural: 'phrases', front: 'Portuguese', back: 'English',
    rows: [
      ['Olá', 'Hello'], ['Obrigado / Obrigada', 'Thank you'], ['Por favor', 'Please'], ['Quanto custa?', 'How much is it?'],
      ['Onde fica a casa de banho?', 'Where is the toilet?'], ['A conta, por favor', 'The bill, please'], ['Não entendo', "I don't understand"],
      ['Fala inglês?', 'Do you speak English?'], ['Uma mesa para dois', 'A table for two'], ['Onde fica a estação?', 'Where is the station?'],
      ['Com licença', 'Excuse me'], ['Bom dia', 'Good morning'],
    ],
  },
  'capitals-europe': {
    title: 'European Capitals', plural: 'capitals', front: 'Country', back: 'Capital',
    rows: [
      ['France', 'Paris'], ['Spain', 'Madrid'], ['Germany', 'Berlin'], ['Italy', 'Rome'], ['Portugal', 'Lisbon'],
      ['Netherlands', 'Amsterdam'], ['Belgium', 'Brussels'], ['Austria', 'Vienna'], ['Poland', 'Warsaw'], ['Sweden', 'Stockholm'],
      ['Norway', 'Oslo'], ['Denmark', 'Copenhagen'], ['Finland', 'Helsinki'], ['Ireland', 'Dublin'], ['Greece', 'Athens'],
      ['Hungary', 'Budapest'], ['Czechia', 'Prague'], ['Switzerland', 'Bern'], ['Croatia', 'Zagreb'], ['Romania', 'Bucharest'],
    ],
  },
};
