import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStateFor, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { AreaLayout } from './area-layout';
import { UserMenu } from './user-menu';

/**
 * The value of `property` the page's style sheets give `element` on a screen `width` px wide. jsdom applies no media
 * query (getComputedStyle skips them), so this reads emotion's rules and keeps those of the queries matching `width`.
 */
function cssAt(element: Element, property: string, width: number): string {
  const matchesWidth = (mediaText: string) =>
    [...mediaText.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
  const matches = (selector: string) => {
    try {
      return element.matches(selector);
    } catch {
      return false; // a selector jsdom cannot parse (e.g. '::-moz-focus-inner'): not this element
    }
  };
  let value = '';
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (matchesWidth(rule.media.mediaText)) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && matches(rule.selectorText)) {
        value = rule.style.getPropertyValue(property) || value;
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return value;
}

const owner = makeUser('store_owner', { name: 'Giuseppe Rossi' });

describe('UserMenu', () => {
  it('avatarOnlyOnPhone: shows only the avatar below sm, the first name from sm up; the full name stays in the label', async () => {
    renderWithProviders(<UserMenu avatarOnlyOnPhone />, { preloadedState: authStateFor(owner) });
    const button = screen.getByRole('button', { name: 'Menu do usuário Giuseppe Rossi' });
    const name = button.querySelector('.user-menu-name')!;
    expect(name).toHaveTextContent('Giuseppe');
    expect(button).toHaveTextContent('G');

    expect(cssAt(name, 'display', 360)).toBe('none');
    expect(cssAt(name, 'display', 390)).toBe('none');
    expect(cssAt(button, 'min-width', 390)).toBe('0');
    expect(cssAt(name, 'display', 600)).toBe('');
    expect(cssAt(name, 'display', 1280)).toBe('');
    expect(cssAt(button, 'min-width', 1280)).toBe('64px');

    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
  });

  it('shows the first name on every screen by default (storefront, landing page, driver app)', () => {
    renderWithProviders(<UserMenu />, { preloadedState: authStateFor(owner) });
    const name = screen.getByRole('button', { name: 'Menu do usuário Giuseppe Rossi' }).querySelector('.user-menu-name')!;
    expect(cssAt(name, 'display', 360)).toBe('');
  });

  it("is avatar-only on a phone in the areas' top bar (AreaLayout)", () => {
    renderWithProviders(
      <AreaLayout title="Painel da loja" nav={[{ items: [{ label: 'Painel', to: '/store/dashboard' }] }]}>
        <p>conteúdo</p>
      </AreaLayout>,
      { preloadedState: authStateFor(owner), route: '/store/dashboard' },
    );
    const name = screen.getByRole('button', { name: 'Menu do usuário Giuseppe Rossi' }).querySelector('.user-menu-name')!;
    expect(cssAt(name, 'display', 390)).toBe('none');
    expect(cssAt(name, 'display', 1280)).toBe('');
  });
});
