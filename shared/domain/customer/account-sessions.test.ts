import { sessionDeviceLabel, SESSION_MESSAGES } from './account-sessions';

describe('sessionDeviceLabel', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome no Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge no Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Safari no iPhone'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome no Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox no macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox no Linux'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome no iPad'],
    ['curl/8.5.0', 'Dispositivo desconhecido'],
    ['', 'Dispositivo desconhecido'],
  ])('%s → %s', (userAgent, label) => {
    expect(sessionDeviceLabel(userAgent)).toBe(label);
  });

  it('without a user agent', () => {
    expect(sessionDeviceLabel(null)).toBe('Dispositivo desconhecido');
  });
});

describe('SESSION_MESSAGES', () => {
  it('counts the ended sessions', () => {
    expect(SESSION_MESSAGES.othersEnded(1)).toBe('1 sessão encerrada.');
    expect(SESSION_MESSAGES.othersEnded(3)).toBe('3 sessões encerradas.');
    expect(SESSION_MESSAGES.othersEnded(0)).toBe('0 sessões encerradas.');
  });
});
