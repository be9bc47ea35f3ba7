import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { dismissCookieBanner, renderApp } from '../../testing/render-app';

function numberedSectionTitles(): string[] {
  const list = screen.getByRole('article').querySelector('ol');
  return within(list as HTMLElement)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent ?? '');
}

describe('policy pages', () => {
  beforeEach(dismissCookieBanner);

  test('the refund policy has 13 numbered sections, a summary and a Back to Home link to /', async () => {
    renderApp('/refund');
    await screen.findByRole('heading', { level: 1, name: 'Refund Policy' });
    const titles = numberedSectionTitles();
    expect(titles).toHaveLength(13);
    expect(titles[0]).toMatch(/^1\. /);
    expect(titles[12]).toMatch(/^13\. /);
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    const text = screen.getByRole('article').textContent ?? '';
    for (const fact of ['7 days of their first payment', '2-3 business days', '5-10 business days', '5-7 business days', '24-48 hours', '50+ apps', '200+ apps', '10 or more APK', '24 or more continuous hours', 'at least 24 hours before']) {
      expect(text).toContain(fact);
    }
  });

  test('the DMCA policy has 12 sections and links to the terms, privacy and refund pages', async () => {
    renderApp('/dmca');
    await screen.findByRole('heading', { level: 1, name: 'DMCA Policy' });
    expect(numberedSectionTitles()).toHaveLength(12);
    const article = screen.getByRole('article');
    const hrefs = within(article).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/terms', '/privacy', '/refund']));
    expect(article.textContent).toContain('5-7 business days');
  });

  test('the terms and privacy pages state the legal facts of the spec', async () => {
    renderApp('/terms');
    const terms = (await screen.findByRole('article')).textContent ?? '';
    for (const fact of ['You own the code', 'renew automatically', '99.9%', '100 credits', '50 credits', '25 credits']) expect(terms).toContain(fact);
  });

  test('the privacy page states retention periods and the minimum age', async () => {
    renderApp('/privacy');
    const privacy = (await screen.findByRole('article')).textContent ?? '';
    for (const fact of ['30 days', '90 days', '7 years', 'aged 18 and over']) expect(privacy).toContain(fact);
  });
});
