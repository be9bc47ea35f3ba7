import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { PhonePreview } from './PhonePreview';
import { mainScreen, makeSpec } from './testing/runtime-fixtures';
import { project, vertical, withNs } from './testing/fixtures';

afterEach(cleanup);

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'expression(alert(1))',
  'url(javascript:alert(1))',
  'red; background-image: url(https://evil.example/x.png)',
  'data:text/html,<script>alert(1)</script>',
];

const xmlAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The DOM must hold no executable or loading element, no event handler attribute and no URL-bearing style. */
function expectInert(root: HTMLElement): void {
  expect(root.querySelectorAll('script, img, iframe, object, embed, link, a, form, foreignObject, image, use')).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      expect(name.toLowerCase().startsWith('on'), `${el.tagName} has ${name}`).toBe(false);
      expect(value.toLowerCase()).not.toContain('javascript:');
      if (name === 'style') {
        expect(value).not.toMatch(/url\(|expression\(|data:/i);
      }
    }
  }
}

describe('hostile project content stays inert', () => {
  test('hostile text is shown as text, never as markup', () => {
    const views = HOSTILE.map((h, i) => `<TextView android:id="@+id/t${i}" android:text="${xmlAttr(h)}" />`).join('\n');
    const { container, getByText } = render(<PhonePreview files={project({ main: vertical(views) })} />);
    expectInert(container);
    expect(getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(getByText('"><img src=x onerror=alert(1)>')).toBeTruthy();
  });

  test('hostile colours, sizes and backgrounds are dropped rather than copied into styles', () => {
    const views = HOSTILE.map(
      (h) =>
        `<Button android:text="b" android:textColor="${xmlAttr(h)}" android:background="${xmlAttr(h)}" android:layout_width="${xmlAttr(h)}" android:padding="${xmlAttr(h)}" android:textSize="${xmlAttr(h)}" android:src="${xmlAttr(h)}" />`,
    ).join('\n');
    const { container } = render(<PhonePreview files={project({ main: vertical(views), colors: { evil: 'url(https://evil.example/x)' } })} />);
    expectInert(container);
  });

  test('hostile colour resources and string resources are inert', () => {
    const main = vertical('<TextView android:text="@string/evil" android:textColor="@color/evil" android:background="@color/evil" />');
    const files = project({ main, colors: { evil: 'expression(alert(1))' }, strings: { evil: '&lt;img src=x onerror=alert(1)&gt;' } });
    files['app/src/main/res/values/strings.xml'] = '<resources><string name="evil"><![CDATA[<script>alert(1)</script>]]></string></resources>';
    const { container, getByText } = render(<PhonePreview files={files} />);
    expectInert(container);
    expect(getByText('<script>alert(1)</script>')).toBeTruthy();
  });

  test('script, iframe and img elements in a layout become placeholders, and event attributes are ignored', () => {
    const main = vertical(`<script>alert(1)</script>
      <iframe src="javascript:alert(1)" />
      <img src="x" onerror="alert(1)" />
      <Button android:onClick="alert" onclick="alert(1)" android:id="@+id/x&quot; onmouseover=&quot;alert(1)" android:text="ok" />`);
    const { container } = render(<PhonePreview files={project({ main })} />);
    expectInert(container);
    expect([...container.querySelectorAll('[data-unknown]')].map((e) => e.textContent)).toEqual(['script', 'iframe', 'img']);
  });

  test('vector paths with anything but path commands are dropped', () => {
    const vector = withNs(`<vector android:viewportWidth="24" android:viewportHeight="24">
      <path android:fillColor="#000" android:pathData="M0,0 L10,10&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />
      <path android:fillColor="url(#x)" android:pathData="M1,1L2,2z" />
    </vector>`);
    const { container } = render(<PhonePreview files={project({ main: vertical('<ImageView android:src="@drawable/evil" />'), drawables: { evil: vector } })} />);
    expectInert(container);
    const paths = container.querySelectorAll('path[d="M1,1L2,2z"]');
    expect(paths).toHaveLength(1);
    expect(container.querySelector('path[d^="M0,0"]')).toBeNull();
    expect(paths[0]?.getAttribute('fill')).not.toContain('url');
  });

  test('any attribute value at all yields an inert DOM', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const v = xmlAttr(value);
        const main = vertical(`<TextView android:text="${v}" android:textColor="${v}" android:background="${v}" android:layout_height="${v}" android:gravity="${v}" />`);
        const { container, unmount } = render(<PhonePreview files={project({ main })} />);
        try {
          expectInert(container);
        } finally {
          unmount();
        }
      }),
      { numRuns: 60 },
    );
  });

  test('hostile text in a running spec (state, templates, toasts, share) stays text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const spec = makeSpec({
      state: [{ name: 'note', type: 'text', initial: evil }],
      screens: [
        mainScreen('Main', [
          { type: 'text', id: 'shown', text: '{note}' },
          { type: 'button', id: 'go', label: 'Go', onClick: [{ do: 'toast', text: '{note}' }, { do: 'share', text: 'javascript:alert(1)' }] },
        ]),
      ],
    });
    const files = project({ main: vertical('<TextView android:id="@+id/shown" /><Button android:id="@+id/go" android:text="Go" />') });
    const { container } = render(<PhonePreview files={files} spec={spec} interactive />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(container.querySelector('[data-toast]')?.textContent).toBe(evil);
    expect(container.querySelector('[data-view-id="shown"]')?.textContent).toBe(evil);
    expect(container.querySelectorAll('img, script')).toHaveLength(0);
    for (const el of container.querySelectorAll('*')) {
      for (const { name } of el.attributes) expect(name.startsWith('on')).toBe(false);
    }
  });
});
