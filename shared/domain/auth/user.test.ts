import { accountButtonText } from './user';

describe('accountButtonText', () => {
  it('labels the button with the full name and shows the initial and the first name', () => {
    expect(accountButtonText('maria da Silva')).toEqual({ label: 'Menu do usuário maria da Silva', initial: 'M', firstName: 'maria' });
  });

  it('ignores stray spaces around and between names', () => {
    expect(accountButtonText('  João   Pedro ')).toEqual({ label: 'Menu do usuário João   Pedro', initial: 'J', firstName: 'João' });
  });
});
