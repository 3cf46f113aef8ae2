import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

function Title() {
  const { t } = useI18n();
  return <h1>{t('login.title')}</h1>;
}

describe('LanguageSelect', () => {
  it('switches the texts, <html lang>, the stored choice and the cookie', async () => {
    render(
      <I18nProvider locale="th">
        <LanguageSelect />
        <Title />
      </I18nProvider>,
    );
    const select = screen.getByTestId('language-select') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['th', 'la', 'en']);
    expect(screen.getByRole('heading').textContent).toBe('เข้าสู่ระบบ');
    expect(document.documentElement.lang).toBe('th');

    await userEvent.setup().selectOptions(select, 'la');
    expect(screen.getByRole('heading').textContent).toBe('ເຂົ້າສູ່ລະບົບ');
    expect(document.documentElement.lang).toBe('lo');
    expect(localStorage.getItem('locale')).toBe('la');
    expect(document.cookie).toContain('lang=la');
  });
});
