import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagesEn } from '../../i18n/pages.en';
import { headingId, InfoDocument } from './info-document';

describe('headingId', () => {
  it('turns German and English headings into plain anchor ids', () => {
    expect(headingId('Was auf deinem Gerät bleibt')).toBe('was-auf-deinem-gerat-bleibt');
    expect(headingId('Verbraucherstreitbeilegung')).toBe('verbraucherstreitbeilegung');
    expect(headingId('Straße & Größe')).toBe('strasse-grosse');
    expect(headingId('Requests / Ideas?')).toBe('requests-ideas');
  });
});

describe('InfoDocument', () => {
  it('gives every section a linkable id and a region named by its heading', () => {
    render(
      <MemoryRouter>
        <InfoDocument
          text={pagesEn.pages.help}
          ctx={{
            settings: undefined,
            settingsFailed: false,
            ui: pagesEn.ui,
            linkTo: (target) => `/en/${target}`,
            origin: 'https://demo.example',
          }}
        />
      </MemoryRouter>,
    );
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(alerts).toHaveAttribute('aria-labelledby', 'alerts');
    expect(document.getElementById('alerts')).toHaveTextContent('Alerts');
    expect(screen.getByRole('link', { name: 'Add alert' })).toHaveAttribute('href', '/en/alerts/add');
    expect(screen.getAllByRole('region')).toHaveLength(pagesEn.pages.help.sections.length);
  });
});
