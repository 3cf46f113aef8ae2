import { APP_VERSION } from '@wallet/contract';
import { fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ContactPage } from './ContactPage.tsx';

const contact = {
  contactText: 'We answer 24/7',
  lineLink: 'https://line.me/R/ti/p/@wallet',
  lineName: '@wallet',
  lineQR: 'https://cdn.example.com/qr.png',
};

function serve(overrides: { contact?: object; chat?: boolean } = {}) {
  mockFetch({
    'GET /api/lookup/contact': { body: { ...contact, ...overrides.contact } },
    'GET /api/lookup/enableChatWidget': { body: { enableChatWidget: overrides.chat ?? false } },
  });
}

describe('ContactPage', () => {
  it('shows text, LINE name, link, QR and the app version when chat is off', async () => {
    serve();
    renderWithApp(<ContactPage />);
    expect((await screen.findByTestId('line-name')).textContent).toBe('LINE: @wallet');
    expect(screen.getByTestId('contact-text').textContent).toBe('We answer 24/7');
    expect((await screen.findByTestId('line-link')).getAttribute('href')).toBe(contact.lineLink);
    expect(screen.getByTestId('line-qr').getAttribute('src')).toBe(contact.lineQR);
    expect(screen.getByTestId('app-version').textContent).toBe(`Version ${APP_VERSION}`);
    expect(screen.queryByTestId('chat-widget-slot')).toBeNull();
  });

  it('shows the chat widget slot instead of the LINE link when the chat is enabled', async () => {
    serve({ chat: true });
    renderWithApp(<ContactPage />);
    expect(await screen.findByTestId('chat-widget-slot')).toBeTruthy();
    expect(screen.queryByTestId('line-link')).toBeNull();
  });

  it('falls back to the bundled QR when none is set', async () => {
    serve({ contact: { lineQR: null } });
    renderWithApp(<ContactPage />);
    expect((await screen.findByTestId('line-qr')).getAttribute('data-fallback')).toBe('true');
  });

  it('falls back to the bundled QR when the image fails to load', async () => {
    serve();
    renderWithApp(<ContactPage />);
    const img = await screen.findByTestId('line-qr');
    expect(img.getAttribute('data-fallback')).toBe('false');
    fireEvent.error(img);
    expect(screen.getByTestId('line-qr').getAttribute('data-fallback')).toBe('true');
  });

  it('never renders a javascript: LINE link', async () => {
    serve({ contact: { lineLink: 'javascript:alert(1)' } });
    renderWithApp(<ContactPage />);
    await screen.findByTestId('line-name');
    expect(screen.queryByTestId('line-link')).toBeNull();
  });
});
