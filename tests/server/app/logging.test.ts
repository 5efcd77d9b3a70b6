import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLogs, readyUrl } from '../../../src/server/logging.js';

describe('start-up logging', () => {
  it('prints short lines at a terminal (or in development) and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(prettyLogs({ logFormat: 'auto', env: 'production' }, true)).toBe(true);
    expect(prettyLogs({ logFormat: 'auto', env: 'production' }, false)).toBe(false);
    expect(prettyLogs({ logFormat: 'auto', env: 'development' }, false)).toBe(true);
    expect(prettyLogs({ logFormat: 'json', env: 'development' }, true)).toBe(false);
    expect(prettyLogs({ logFormat: 'pretty', env: 'production' }, false)).toBe(true);
  });

  it('uses pino-pretty only for pretty logs', () => {
    expect(loggerOptions('info', false)).toEqual({ level: 'info' });
    expect(loggerOptions('warn', true)).toMatchObject({ level: 'warn', transport: { target: 'pino-pretty' } });
  });

  it('names an address a browser can open', () => {
    expect(readyUrl('0.0.0.0', 5000)).toBe('http://localhost:5000');
    expect(readyUrl('::', 5001)).toBe('http://localhost:5001');
    expect(readyUrl('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(readyUrl('::1', 5000)).toBe('http://[::1]:5000');
  });
});
