import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { makeStore } from '../test-fixtures';
import { StorefrontSurface } from '../ui/surface';
import { StoreBanner } from './store-banner';

const COVER = '/storage/uploads/1/cover-0123456789abcdef0123-1200x400.webp';
const SMALL = '/storage/uploads/1/cover-0123456789abcdef0123-600x200.webp';

describe('StoreBanner: the cover', () => {
  it('shows an uploaded cover as an image named by the store, with its two sizes, under a dark shade', () => {
    render(<StoreBanner store={makeStore({ cover: COVER })} />);
    const image = screen.getByRole('img', { name: 'Capa de Pizzaria Bella Napoli' });
    expect(image).toHaveAttribute('src', COVER);
    expect(image).toHaveAttribute('srcset', `${SMALL} 600w, ${COVER} 1200w`);
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(getComputedStyle(image).objectFit).toBe('cover');
    expect(screen.getByTestId('store-banner-shade')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('store-banner')).toHaveStyle({ color: '#ffffff' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pizzaria Bella Napoli' })).toBeInTheDocument();
  });

  it('without a cover: the store colours only, no image', () => {
    const store = makeStore({ cover: null, primaryColor: '#B71C1C' });
    render(
      <StorefrontSurface store={store}>
        <StoreBanner store={store} />
      </StorefrontSurface>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByTestId('store-banner-shade')).toBeNull();
    const banner = screen.getByTestId('store-banner');
    expect(banner).toHaveAttribute('data-cover', 'false');
    // The untouched brand colour, set by the surface as a CSS variable (jsdom does not resolve var()).
    expect(getComputedStyle(banner).backgroundColor).toBe('var(--sf-brand)');
    expect(banner.parentElement?.style.getPropertyValue('--sf-brand')).toBe('#B71C1C');
  });

  it('a cover not made by our upload is a plain src (no srcset)', () => {
    render(<StoreBanner store={makeStore({ cover: 'https://example.com/capa.jpg' })} />);
    const image = screen.getByRole('img', { name: 'Capa de Pizzaria Bella Napoli' });
    expect(image).toHaveAttribute('src', 'https://example.com/capa.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('a cover that fails to load falls back to the store colours', () => {
    render(<StoreBanner store={makeStore({ cover: COVER })} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('store-banner')).toHaveAttribute('data-cover', 'false');
  });

  it('the server render has the same image attributes (hydration)', () => {
    const html = renderToString(<StoreBanner store={makeStore({ cover: COVER })} />);
    expect(html.toLowerCase()).toContain(`srcset="${SMALL} 600w, ${COVER} 1200w"`.toLowerCase());
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('alt="Capa de Pizzaria Bella Napoli"');
  });
});
