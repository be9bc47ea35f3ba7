import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { PhonePreview, STATIC_NOTICE } from './PhonePreview';
import { project, vertical, withNs } from './testing/fixtures';

afterEach(cleanup);

/** Renders a project whose main screen is a vertical layout of `views`, plus any other files. */
const renderMain = (views: string, files: Omit<Parameters<typeof project>[0], 'main'> = {}) => render(<PhonePreview files={project({ main: vertical(views), ...files })} />);

const view = (container: HTMLElement, id: string) => {
  const el = container.querySelector<HTMLElement>(`[data-view-id="${id}"]`);
  if (!el) throw new Error(`no view ${id}`);
  return el;
};

describe('static layout rendering', () => {
  test('draws a 340 × 680 phone region labelled for assistive technology', () => {
    render(<PhonePreview files={project({ main: vertical('<TextView android:text="Hi" />') })} />);
    const phone = screen.getByRole('region', { name: 'Phone preview' });
    expect(phone.style.width).toBe('340px');
    expect(phone.style.height).toBe('680px');
  });

  test('shows the app name from strings.xml in the app bar and the static banner', () => {
    render(<PhonePreview files={project({ main: vertical('<TextView android:text="Hi" />'), strings: { app_name: 'Water Log' } })} />);
    expect(screen.getByRole('heading', { name: 'Water Log' })).toBeTruthy();
    expect(screen.getByText(STATIC_NOTICE)).toBeTruthy();
  });

  test('converts dp and sp so a 360dp-wide phone fits the 320 px screen', () => {
    const { container } = renderMain('<TextView android:id="@+id/title" android:layout_width="180dp" android:layout_height="36dp" android:textSize="18sp" android:padding="9dp" android:text="Sized" />');
    const title = view(container, 'title');
    expect(title.style.width).toBe('160px');
    expect(title.style.height).toBe('32px');
    expect(title.style.paddingLeft).toBe('8px');
    expect((title.firstElementChild as HTMLElement).style.fontSize).toBe('16px');
  });

  test('turns layout weights into flex grow with a zero basis', () => {
    const row = `<LinearLayout android:id="@+id/row" android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
      <Button android:id="@+id/one" android:layout_width="0dp" android:layout_height="wrap_content" android:layout_weight="1" android:text="One" />
      <Button android:id="@+id/two" android:layout_width="0dp" android:layout_height="wrap_content" android:layout_weight="2" android:text="Two" />
    </LinearLayout>`;
    const { container } = render(<PhonePreview files={project({ main: vertical(row) })} />);
    expect(view(container, 'row').style.flexDirection).toBe('row');
    expect(view(container, 'one').style.flexGrow).toBe('1');
    expect(view(container, 'two').style.flexGrow).toBe('2');
    expect(view(container, 'two').style.flexBasis).toBe('0px');
  });

  test('leaves out gone views and hides invisible ones', () => {
    const { container } = renderMain(`<TextView android:id="@+id/gone" android:visibility="gone" android:text="Gone" />
            <TextView android:id="@+id/hidden" android:visibility="invisible" android:text="Hidden" />`);
    expect(container.querySelector('[data-view-id="gone"]')).toBeNull();
    expect(screen.queryByText('Gone')).toBeNull();
    expect(view(container, 'hidden').style.visibility).toBe('hidden');
  });

  test('resolves strings, colours in every hex form and android colours', () => {
    const { container } = renderMain(`<TextView android:id="@+id/a" android:text="@string/greeting" android:textColor="@color/brand" />
            <TextView android:id="@+id/b" android:text="b" android:textColor="#f00" android:background="#80ff0000" />
            <TextView android:id="@+id/c" android:text="c" android:textColor="#8f00" android:background="@android:color/white" />`, { strings: { greeting: 'Hello &amp; welcome' }, colors: { brand: '#112233' } });
    expect(screen.getByText('Hello & welcome')).toBeTruthy();
    expect((view(container, 'a').firstElementChild as HTMLElement).style.color).toBe('rgba(17, 34, 51, 1)');
    expect((view(container, 'b').firstElementChild as HTMLElement).style.color).toBe('rgba(255, 0, 0, 1)');
    expect(view(container, 'b').style.backgroundColor).toBe('rgba(255, 0, 0, 0.502)');
    expect((view(container, 'c').firstElementChild as HTMLElement).style.color).toBe('rgba(255, 0, 0, 0.533)');
    expect(view(container, 'c').style.backgroundColor).toBe('rgba(255, 255, 255, 1)');
  });

  test('uses values-night colours and a dark background in dark mode', () => {
    const files = project({
      main: vertical('<TextView android:id="@+id/t" android:text="x" android:textColor="@color/ink" />'),
      colors: { ink: '#000000' },
      nightColors: { ink: '#FFFFFF' },
    });
    const { container } = render(<PhonePreview files={files} dark />);
    expect(container.querySelector('[data-theme="dark"]')).not.toBeNull();
    expect((view(container, 't').firstElementChild as HTMLElement).style.color).toBe('rgba(255, 255, 255, 1)');
  });

  test('renders list rows with the item layout', () => {
    const files = project({
      main: vertical('<ListView android:id="@+id/tasks" android:layout_width="match_parent" android:layout_height="0dp" android:layout_weight="1" />'),
      layouts: { item_tasks: withNs('<LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content"><TextView android:id="@+id/task_title" android:text="Buy milk" /></LinearLayout>') },
    });
    const { container } = render(<PhonePreview files={files} />);
    expect(view(container, 'tasks').querySelectorAll('[data-list-row]').length).toBe(3);
    expect(screen.getAllByText('Buy milk')).toHaveLength(3);
  });

  test('fills empty item texts of static sample rows with sample text', () => {
    const files = project({
      main: vertical('<ListView android:id="@+id/notes" />'),
      layouts: { item_notes: withNs('<LinearLayout><TextView android:id="@+id/note_title" android:text="" /></LinearLayout>') },
    });
    render(<PhonePreview files={files} />);
    expect(screen.getByText('Sample 1')).toBeTruthy();
    expect(screen.getByText('Sample 3')).toBeTruthy();
  });

  test('maps inputType to the HTML input type and keeps the hint', () => {
    renderMain(`<EditText android:id="@+id/amount" android:inputType="numberDecimal" android:hint="Amount" />
            <EditText android:id="@+id/mail" android:inputType="textEmailAddress" android:hint="Email" />
            <EditText android:id="@+id/notes" android:inputType="textMultiLine" android:hint="Notes" />`);
    expect((screen.getByPlaceholderText('Amount') as HTMLInputElement).type).toBe('number');
    expect((screen.getByPlaceholderText('Email') as HTMLInputElement).type).toBe('email');
    expect(screen.getByPlaceholderText('Notes').tagName).toBe('TEXTAREA');
  });

  test('draws vector drawables as inline SVG paths', () => {
    const vector = withNs('<vector android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"><path android:fillColor="#FF0000" android:pathData="M12,2L2,22h20z"/></vector>');
    const { container } = render(
      <PhonePreview files={project({ main: vertical('<ImageView android:id="@+id/logo" android:src="@drawable/ic_logo" android:layout_width="48dp" android:layout_height="48dp" />'), drawables: { ic_logo: vector } })} />,
    );
    const path = view(container, 'logo').querySelector('path');
    expect(path?.getAttribute('d')).toBe('M12,2L2,22h20z');
    expect(path?.getAttribute('fill')).toBe('rgba(255, 0, 0, 1)');
  });

  test('draws real controls for checkboxes, switches, radios, seek bars and progress bars', () => {
    renderMain(`<CheckBox android:text="Remember" android:checked="true" />
            <Switch android:text="Dark" />
            <RadioGroup><RadioButton android:text="Small" /><RadioButton android:text="Large" /></RadioGroup>
            <SeekBar android:max="10" android:progress="4" />
            <ProgressBar style="?android:attr/progressBarStyleHorizontal" android:max="10" android:progress="5" />`);
    expect((screen.getByRole('checkbox', { name: 'Remember' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('switch', { name: 'Dark' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('4');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
  });

  test('shows unknown tags as a labelled placeholder', () => {
    const { container } = render(<PhonePreview files={project({ main: vertical('<com.example.FancyChart android:layout_width="match_parent" />') })} />);
    expect(container.querySelector('[data-unknown="true"]')?.textContent).toBe('FancyChart');
  });

  test('shows a readable error inside the phone for malformed XML', () => {
    render(<PhonePreview files={project({ main: '<LinearLayout>\n  <TextView android:text="x">\n</LinearLayout>' })} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Can't show activity_main.xml");
    expect(alert.textContent).toMatch(/Line 3/);
  });

  test('places FrameLayout children by layout_gravity in one shared cell', () => {
    const main = withNs(`<FrameLayout android:layout_width="match_parent" android:layout_height="200dp">
      <TextView android:id="@+id/centre" android:layout_gravity="center" android:text="C" />
      <Button android:id="@+id/fab" android:layout_gravity="bottom|end" android:text="+" />
    </FrameLayout>`);
    const { container } = render(<PhonePreview files={project({ main })} />);
    expect(view(container, 'fab').style.gridArea).toBe(view(container, 'centre').style.gridArea);
    expect(view(container, 'fab').style.justifySelf).toBe('end');
    expect(view(container, 'fab').style.alignSelf).toBe('end');
    expect(view(container, 'centre').style.justifySelf).toBe('center');
  });

  test('includes other layouts, merging <merge> children and stopping self-inclusion', () => {
    const files = project({
      main: vertical('<include layout="@layout/header" /><include layout="@layout/activity_main" />'),
      layouts: { header: withNs('<merge><TextView android:text="Header one" /><TextView android:text="Header two" /></merge>') },
    });
    const { container } = render(<PhonePreview files={files} />);
    expect(screen.getByText('Header one')).toBeTruthy();
    expect(screen.getByText('Header two')).toBeTruthy();
    expect(container.querySelectorAll('[data-unknown]')).toHaveLength(1);
  });

  test('says so inside the phone when activity_main.xml is missing', () => {
    render(<PhonePreview files={{}} />);
    expect(screen.getByRole('alert').textContent).toContain('missing');
  });

  test('approximates RelativeLayout rules: below orders rows, alignParentBottom goes last', () => {
    const main = withNs(`<RelativeLayout android:layout_width="match_parent" android:layout_height="match_parent">
      <Button android:id="@+id/footer" android:layout_alignParentBottom="true" android:text="Footer" />
      <TextView android:id="@+id/second" android:layout_below="@id/first" android:text="Second" />
      <TextView android:id="@+id/first" android:text="First" />
    </RelativeLayout>`);
    const { container } = render(<PhonePreview files={project({ main })} />);
    const order = [...container.querySelectorAll('[data-view-id]')].map((e) => e.getAttribute('data-view-id'));
    expect(order).toEqual(['first', 'second', 'footer']);
  });
});
