import { literalField, makeField } from '../analyze/fields';
import { updateItem } from '../build/actions';
import { button, text } from '../build/components';
import { buildRecordList } from '../build/record-list';
import { listApp, type KindBuilder } from './builder';

const PERCENT = 'round(item.pages_read * 100 / max(1, item.total_pages))';
/** Progress views cannot sit inside list items, so each book draws a five-block text bar (20 % each). */
const PROGRESS_BAR = [1, 2, 3, 4, 5].map((k) => `(item.pages_read * 5 >= item.total_pages * ${k} ? '█' : '░')`).join(' + ');

/** Reading tracker: books with title, author, pages read of total; progress bar and +10 pages per book. */
export const buildReading: KindBuilder = (analysis) => {
  const fields = [makeField('title', 'text'), makeField('author', 'text'), literalField('pages_read', 'number'), literalField('total_pages', 'number')];
  const parts = buildRecordList(
    {
      listVar: 'books', noun: 'book', fields, titleField: 'title', deleteOn: 'longPress',
      itemExtras: [
        text('book_percent', `{${PROGRESS_BAR}} {${PERCENT}}% read`, { size: 'small' }),
        button('book_more_button', '+10 pages', [updateItem('books', 'pages_read', 'min(item.total_pages, item.pages_read + 10)')], { style: 'text' }),
      ],
      summary: [text('books_summary', "{count(books)} books · {sum(books, 'pages_read')} pages read", { bold: true })],
      emptyText: 'No books yet',
    },
    'My Books',
  );
  return listApp(analysis, 'tracker-list', { name: 'Reading Tracker', description: 'Track the books you read.', features: ['Books with title, author, pages read and total pages', 'Progress per book', 'Add 10 pages with one tap', 'Saved on the phone'] }, parts);
};
